export declare function mayDefineTools(text: string): boolean;
/**
 * Files that register tools defined elsewhere (`tools: { weather: weatherTool }`) are read for names,
 * also a map that says "tool" only in its values (`TOOL_KIT = { [Name.Chart]: chartTool }`).
 */
export declare function mayRegisterTools(text: string): boolean;
/** Files that hand tools to a model (`model.bindTools([...])`, `new ToolNode(tools)`) are read for what they send. */
export declare function maySendTools(text: string): boolean;
