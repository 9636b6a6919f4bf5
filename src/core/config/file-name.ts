/** The configuration file's name, looked up in the working folder. Its own module: core/paths.ts needs it without loading the zod schemas. */
export const CONFIG_FILE_NAME = "rampart.config.yaml";
