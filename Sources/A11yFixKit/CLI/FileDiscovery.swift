import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the Swift files under the paths the user named, in a stable order.
public struct FileDiscovery {
    /// Folders a Swift project never wants analysed: build products, dependencies, VCS data.
    public static let skippedFolders: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm", "node_modules"]

    public struct Result {
        /// Files to process, as the user should see their paths, sorted.
        public var files: [String] = []
        /// Paths that could not be used: missing, unreadable folders, symlink loops.
        public var problems: [(path: String, message: String)] = []
        /// Files found through a symbolic link whose target lies outside every folder named, by
        /// display path: their target, as a display path. They are checked but never written, since
        /// a run over a folder must not change files elsewhere.
        public var linkedOutside: [String: String] = [:]
    }

    public init() {}

    /// Files named explicitly are taken whatever their extension; folders are searched recursively
    /// for `.swift` files, skipping hidden and build folders. A folder or file reached twice (through
    /// symlinks, or named twice) is taken once, so a symlink loop ends.
    ///
    /// A file reached through a symbolic link is shown by its target's path below the folder named
    /// (so a diff patches the file, not the link, and a file reached through several links is one
    /// file); a target outside every folder named keeps the link's path and goes to `linkedOutside`.
    public func discover(_ paths: [String]) -> Result {
        var result = Result()
        var seen = Set<FileID>()
        var folders: [(real: String, display: String)] = []
        var walked: [(path: String, display: String)] = []
        for path in paths {
            let display = FileDiscovery.displayPath(path)
            var info = stat()
            guard stat(path, &info) == 0 else {
                let reason = errno == ENOENT ? "no such file or directory" : String(cString: strerror(errno))
                var linkInfo = stat()
                if lstat(path, &linkInfo) == 0, (linkInfo.st_mode & S_IFMT) == S_IFLNK {
                    result.problems.append((display, "broken or looping symbolic link (\(reason))"))
                } else {
                    result.problems.append((display, reason))
                }
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                if let real = FileDiscovery.realPath(path) { folders.append((real, display)) }
                walked += walk(directory: path, display: display, into: &result, seen: &seen)
            } else if seen.insert(FileID(info)).inserted {
                result.files.append(display)
            }
        }
        var found: [String] = []
        for file in walked {
            guard let real = FileDiscovery.realPath(file.path),
                  real != FilePaths.absolute(file.path, in: FileManager.default.currentDirectoryPath) else {
                found.append(file.display)
                continue
            }
            if let folder = folders.first(where: { real.hasPrefix($0.real + "/") }) {
                let below = String(real.dropFirst(folder.real.count + 1))
                found.append(folder.display == "." ? below : (folder.display.hasSuffix("/") ? folder.display : folder.display + "/") + below)
            } else {
                found.append(file.display)
                result.linkedOutside[file.display] = FileDiscovery.displayPath(real)
            }
        }
        result.files += found.sorted()
        return result
    }

    /// The path with every symbolic link resolved, absolute; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private struct FileID: Hashable {
        var device: UInt64
        var inode: UInt64
        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// The `.swift` files below `directory`, each once: the path it was reached by and its display path.
    private func walk(directory: String, display: String, into result: inout Result, seen: inout Set<FileID>) -> [(path: String, display: String)] {
        var stack: [(path: String, display: String)] = [(directory, display)]
        var found: [(path: String, display: String)] = []
        while let (path, shown) = stack.popLast() {
            var info = stat()
            guard stat(path, &info) == 0, seen.insert(FileID(info)).inserted else { continue }
            let entries: [String]
            do {
                entries = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
            } catch {
                result.problems.append((shown, "cannot read folder: \(FileDiscovery.reason(error))"))
                continue
            }
            for name in entries.reversed() {
                let child = path.hasSuffix("/") ? path + name : path + "/" + name
                let childShown = shown == "." ? name : (shown.hasSuffix("/") ? shown + name : shown + "/" + name)
                var childInfo = stat()
                guard stat(child, &childInfo) == 0 else {
                    var linkInfo = stat()
                    if lstat(child, &linkInfo) == 0, (linkInfo.st_mode & S_IFMT) == S_IFLNK, name.hasSuffix(".swift") || errno == ELOOP {
                        result.problems.append((childShown, "broken or looping symbolic link"))
                    }
                    continue
                }
                if (childInfo.st_mode & S_IFMT) == S_IFDIR {
                    if name.hasPrefix(".") || FileDiscovery.skippedFolders.contains(name) { continue }
                    stack.append((child, childShown))
                } else if name.hasSuffix(".swift"), (childInfo.st_mode & S_IFMT) == S_IFREG, seen.insert(FileID(childInfo)).inserted {
                    found.append((child, childShown))
                }
            }
        }
        return found
    }

    /// The path relative to the current folder when it is inside it, without a leading `./`.
    public static func displayPath(_ path: String) -> String {
        var path = path
        let current = FileManager.default.currentDirectoryPath
        if path.hasPrefix("/"), path.hasPrefix(current + "/") {
            path = String(path.dropFirst(current.count + 1))
        }
        while path.hasPrefix("./"), path.count > 2 { path = String(path.dropFirst(2)) }
        return path
    }

    static func reason(_ error: Error) -> String {
        if let cocoa = error as NSError?, let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return (error as NSError).localizedDescription
    }
}
