import Foundation

/// A file's text checked where it does not come from the file on disk: standard input, an editor's
/// buffer. Both go through these two steps, so they answer as a run over the saved file would.
enum InMemoryFile {
    /// The configuration for the text as the file at `path`: the nearest `.a11yfix.json` to that
    /// file, with the project index taking the text as the file's (relative paths are relative to
    /// the current folder).
    static func resolve(_ bytes: [UInt8], path: String?, options: CommandOptions, base: FixerConfiguration,
                        environment: [String: String]) -> (resolution: ConfigurationResolver.Resolution, errors: [ConfigurationError]) {
        let currentDirectory = FileManager.default.currentDirectoryPath
        let resolver = ConfigurationResolver(options: options, base: base,
                                             indexCache: ResultCache.forRun(options, environment: environment)?.indexCache,
                                             contents: path.map { [FilePaths.absolute($0, in: currentDirectory): bytes] } ?? [:])
        let resolution = resolver.resolve(path ?? "<stdin>")
        return (resolution, resolver.errors)
    }

    /// The text's findings and fixes, or why it is not Swift source text. `fixingOnly`: apply the
    /// fix of that one finding, not all of them (an editor's quick fix).
    static func analyse(_ bytes: [UInt8], path: String, configuration: FixerConfiguration, baseline: BaselineFileEntries? = nil,
                        fixingOnly: FindingKey? = nil) -> Result<FileOutcome, LoadError> {
        SourceLoader.validate(SourceFile(path: path, bytes: bytes)).map { file in
            FileFixer(configuration: configuration).process(file, baseline: baseline, fixingOnly: fixingOnly)
        }
    }
}
