export declare function mayDefineTools(text: string): boolean;
/** Files that register tools defined elsewhere (`tools: { weather: weatherTool }`) are read for names. */
export declare function mayRegisterTools(text: string): boolean;
