import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum WriteError: Error, Equatable, CustomStringConvertible {
    case changedSinceRead
    case failed(String)

    public var description: String {
        switch self {
        case .changedSinceRead: return "changed on disk since a11yfix read it; not written (run a11yfix again)"
        case let .failed(reason): return "could not be written: \(reason)"
        }
    }
}

/// Writes a file the way gofmt and editors do: the new bytes go to a temporary file in the same
/// folder (so the rename stays on one file system), with the original's permissions, flushed to
/// disk, then renamed over the original. Just before the rename the original is read again; if its
/// bytes are not the ones a11yfix read, nothing is written.
///
/// A symbolic link is written through: the target gets the new bytes (the temporary file goes
/// beside the target) and the link stays a link, so a repository sees a change, not a type change.
public enum AtomicWriter {
    public static func write(_ bytes: [UInt8], to link: String, expectedOriginal: [UInt8]) throws {
        guard let path = FileDiscovery.realPath(link), let current = FileManager.default.contents(atPath: path) else {
            throw WriteError.failed("the file disappeared")
        }
        guard current.elementsEqual(expectedOriginal) else { throw WriteError.changedSinceRead }

        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var status = stat()
        guard stat(path, &status) == 0 else { throw WriteError.failed(String(cString: strerror(errno))) }

        var template = Array("\(directory)/.\(url.lastPathComponent).a11yfix-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw WriteError.failed(String(cString: strerror(errno))) }
        let temporaryPath = String(cString: template)
        var succeeded = false
        defer {
            if !succeeded { unlink(temporaryPath) }
        }
        let written = writeAll(bytes, to: descriptor)
        let failure = written ? nil : String(cString: strerror(errno))
        if fchmod(descriptor, status.st_mode & 0o7777) != 0 || fsync(descriptor) != 0 || !written {
            let reason = failure ?? String(cString: strerror(errno))
            close(descriptor)
            throw WriteError.failed(reason)
        }
        close(descriptor)

        // The last look before the rename: someone may have saved the file while a11yfix worked.
        guard let latest = FileManager.default.contents(atPath: path), latest.elementsEqual(expectedOriginal) else {
            throw WriteError.changedSinceRead
        }
        guard rename(temporaryPath, path) == 0 else { throw WriteError.failed(String(cString: strerror(errno))) }
        succeeded = true
    }
}

/// Writes every byte, retrying short writes and interrupted calls.
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            #if canImport(Glibc)
            let result = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            #else
            let result = Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            #endif
            if result < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += result
        }
        return true
    }
}
