import Foundation
import Glibc

/// Writes a file so that a reader (an editor, a watcher) sees either the old text or the new,
/// never a part: the text goes to a temporary file in the same folder, which is flushed and
/// renamed over the original. The original, when there is one, is first kept as `PATH~`.
public enum AtomicFile {
  /// Why a file could not be written.
  public struct WriteError: Error, CustomStringConvertible {
    public let description: String
  }

  /// Writes `text` to `path`, keeping the old file as `path~` and its permissions.
  public static func write(_ text: String, to path: String) throws(WriteError) {
    var status = stat()
    let exists = stat(path, &status) == 0
    if exists { try replace(path + "~", with: try contents(of: path), mode: status.st_mode & 0o7777) }
    try replace(path, with: Array(text.utf8), mode: exists ? status.st_mode & 0o7777 : 0o644)
  }

  private static func contents(of path: String) throws(WriteError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw WriteError(description: "\(path): cannot be read to keep a backup")
    }
    return Array(data)
  }

  /// Writes `bytes` to a temporary file beside `path` and renames it to `path`.
  private static func replace(_ path: String, with bytes: [UInt8], mode: mode_t) throws(WriteError) {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    var template = Array(((folder.isEmpty ? "." : folder) + "/.\(name).qlrepl-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw WriteError(description: "\(path): cannot create a temporary file (\(errorText))") }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      written += count
    }
    let flushed = written == bytes.count && fchmod(descriptor, mode) == 0 && fsync(descriptor) == 0
    close(descriptor)
    guard flushed, rename(temporary, path) == 0 else {
      let reason = errorText
      unlink(temporary)
      throw WriteError(description: "\(path): cannot be written (\(reason))")
    }
  }

  private static var errorText: String { String(cString: strerror(errno)) }
}
