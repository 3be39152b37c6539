// What next-env.d.ts would give; kept in the repo because next-env.d.ts is generated per build folder.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
