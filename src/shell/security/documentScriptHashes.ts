import { scriptHash } from '@/shared/security/scriptHash'

import { documentScripts } from './documentScripts'

/**
 * The CSP sources of _document's inline scripts. next.config computes them when it builds (the proxy's bundle
 * cannot take in the features that write the scripts) and hands them to the proxy as
 * CM_DOCUMENT_SCRIPT_HASHES, a build-time constant.
 */
export const documentScriptHashes = (): string[] => Object.values(documentScripts).map(scriptHash)
