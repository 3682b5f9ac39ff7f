import Foundation
import Glibc

/// Writes a script file without losing anything: the old text is first kept as `FILE~`; the
/// new text goes to a temporary file in the file's folder, flushed and renamed over it, so a
/// reader (an editor, a watcher) sees the old text or the new, never a part. Through a
/// symbolic link the link's target is written (the link stays); a file with several names
/// (hard links) is rewritten in place so that every name sees the new text. The file keeps
/// its permissions, owner and group; a read-only file is refused unless forced.
public enum AtomicFile {
  /// Why a file was not written, and what became of it.
  public struct WriteError: Error, CustomStringConvertible {
    public let description: String
  }

  /// Writes `text` to `path` (through links), keeping the old file as `~`; `force` writes a read-only file too.
  public static func write(_ text: String, to path: String, force: Bool = false) throws(WriteError) {
    let target = SymbolicLink.target(of: path)
    var status = stat()
    guard stat(target, &status) == 0 else {
      guard errno == ENOENT else { throw WriteError(description: "cannot read \(target) (\(errorText)); nothing was written") }
      try replace(target, with: Array(text.utf8), like: nil, failure: "cannot write \(target)")
      return
    }
    guard status.st_mode & S_IFMT == S_IFREG else { throw WriteError(description: "\(target) is not a regular file; nothing was written") }
    if !force && (status.st_mode & 0o222 == 0 || access(target, W_OK) != 0) {
      let mode = String(status.st_mode & 0o777, radix: 8)
      let why = status.st_mode & 0o222 == 0 ? "read-only" : "not writable by you"
      throw WriteError(description: "\(target) is \(why) (mode \(mode)); it is untouched (:save! writes it anyway)")
    }
    guard let old = FileManager.default.contents(atPath: target) else {
      throw WriteError(description: "cannot read \(target) to keep a backup; it is untouched")
    }
    try replace(target + "~", with: Array(old), like: status, failure: "cannot write the backup \(target)~", untouched: target)
    if status.st_nlink > 1 {
      try overwrite(target, with: Array(text.utf8))
    } else {
      try replace(target, with: Array(text.utf8), like: status, failure: "cannot write \(target)", untouched: target)
    }
  }

  /// Writes `bytes` to a temporary file beside `path`, with the mode, owner and group of
  /// `original` (a new file: 0644), and renames it to `path`.
  private static func replace(_ path: String, with bytes: [UInt8], like original: stat?, failure: String,
                              untouched: String? = nil) throws(WriteError) {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    var template = Array(((folder.isEmpty ? "." : folder) + "/.\(name).qlrepl-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    let outcome = untouched.map { "; \($0) is untouched" } ?? "; nothing was written"
    guard descriptor >= 0 else { throw WriteError(description: "\(failure) (\(errorText) in \(folder))\(outcome)") }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if let original { _ = fchown(descriptor, original.st_uid, original.st_gid) }
    let mode = original.map { $0.st_mode & 0o7777 } ?? 0o644
    let flushed = writeAll(bytes, to: descriptor) && fchmod(descriptor, mode) == 0 && fsync(descriptor) == 0
    close(descriptor)
    guard flushed, rename(temporary, path) == 0 else {
      let reason = errorText
      unlink(temporary)
      throw WriteError(description: "\(failure) (\(reason))\(outcome)")
    }
  }

  /// Rewrites the file `path` in place (every hard link of it sees the new text).
  private static func overwrite(_ path: String, with bytes: [UInt8]) throws(WriteError) {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw WriteError(description: "cannot open \(path) (\(errorText)); it is untouched") }
    let written = writeAll(bytes, to: descriptor) && ftruncate(descriptor, off_t(bytes.count)) == 0 && fsync(descriptor) == 0
    let reason = errorText
    close(descriptor)
    guard written else {
      throw WriteError(description: "cannot write \(path) in place (\(reason)); its old text is in \(path)~")
    }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      written += count
    }
    return true
  }

  private static var errorText: String { String(cString: strerror(errno)) }
}
