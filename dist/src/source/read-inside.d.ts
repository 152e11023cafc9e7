/** `file` must be inside the project of the working directory or of the file that names it (`referrer`). */
export declare function readInsideProject(cwd: string, file: string, referrer?: string): string | undefined;
