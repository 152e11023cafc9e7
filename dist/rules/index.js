import consistentParamNames from './consistent-param-names.js';
import consistentToolNames from './consistent-tool-names.js';
import maxDescriptionLength from './max-description-length.js';
import maxSkillListing from './max-skill-listing.js';
import maxMcpToolsetTokens from './max-mcp-toolset-tokens.js';
import maxToolCount from './max-tool-count.js';
import maxToolTokens from './max-tool-tokens.js';
import maxToolsetTokens from './max-toolset-tokens.js';
import noCacheBustingCalls from './no-cache-busting-calls.js';
import noDuplicateDescriptions from './no-duplicate-descriptions.js';
import noDuplicateToolNames from './no-duplicate-tool-names.js';
import noHiddenInstructions from './no-hidden-instructions.js';
import noIgnoredCacheBreakpoint from './no-ignored-cache-breakpoint.js';
import noInternalToolId from './no-internal-tool-id.js';
import noRenderError from './no-render-error.js';
import noRequiredOptionalParam from './no-required-optional-param.js';
import noSmuggledText from './no-smuggled-text.js';
import noStubImplementation from './no-stub-implementation.js';
import noUnknownToolBranch from './no-unknown-tool-branch.js';
import noUnknownToolReference from './no-unknown-tool-reference.js';
import noUnstableRender from './no-unstable-render.js';
import noUnstableToolOrder from './no-unstable-tool-order.js';
import requireArrayItems from './require-array-items.js';
import requireDescription from './require-description.js';
import requireInputSchema from './require-input-schema.js';
import requireJsonSchema from './require-json-schema.js';
import requireParamDescription from './require-param-description.js';
import validDescriptionExamples from './valid-description-examples.js';
import validInputSchema from './valid-input-schema.js';
import validOutputSchema from './valid-output-schema.js';
import validSchemaDialect from './valid-schema-dialect.js';
import validToolFormat from './valid-tool-format.js';
import validSkillMetadata from './valid-skill-metadata.js';
import validSkillSpec from './valid-skill-spec.js';
import validToolName from './valid-tool-name.js';
/** The registry: one line per rule. Ids equal file names (checked by test/rules-meta.test.ts). */
export const RULES = [
    consistentParamNames,
    consistentToolNames,
    maxDescriptionLength,
    maxSkillListing,
    maxMcpToolsetTokens,
    maxToolCount,
    maxToolTokens,
    maxToolsetTokens,
    noCacheBustingCalls,
    noDuplicateDescriptions,
    noDuplicateToolNames,
    noHiddenInstructions,
    noIgnoredCacheBreakpoint,
    noInternalToolId,
    noRenderError,
    noRequiredOptionalParam,
    noSmuggledText,
    noStubImplementation,
    noUnknownToolBranch,
    noUnknownToolReference,
    noUnstableRender,
    noUnstableToolOrder,
    requireArrayItems,
    requireDescription,
    requireInputSchema,
    requireJsonSchema,
    requireParamDescription,
    validDescriptionExamples,
    validInputSchema,
    validOutputSchema,
    validSchemaDialect,
    validSkillMetadata,
    validSkillSpec,
    validToolFormat,
    validToolName,
];
export const RULE_MAP = new Map(RULES.map((r) => [r.meta.id, r]));
