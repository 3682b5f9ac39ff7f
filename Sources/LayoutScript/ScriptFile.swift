import Foundation

/// Reads a script from disk, refusing what cannot be a script: a missing or unreadable file,
/// a huge one, binary data, text that is not UTF-8.
public enum ScriptFile {
  /// The largest script accepted, in bytes.
  public static let maximumSize = 4 * 1024 * 1024

  /// Why a file could not be read as a script.
  public struct LoadError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }
  }

  public static func read(_ path: String) throws(LoadError) -> String {
    let url = URL(fileURLWithPath: path)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw LoadError(path: path, reason: "does not exist")
    }
    guard !isDirectory.boolValue else { throw LoadError(path: path, reason: "is a directory, not a script") }
    let data: Data
    do {
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      data = try handle.read(upToCount: maximumSize + 1) ?? Data()
    } catch {
      throw LoadError(path: path, reason: "cannot be read (\(error.localizedDescription))")
    }
    guard data.count <= maximumSize else {
      throw LoadError(path: path, reason: "is larger than \(maximumSize / 1024 / 1024) MiB; scripts are small text files")
    }
    let text = data.withUnsafeBytes { bytes -> String?? in
      guard !bytes.contains(0) else { return .some(nil) }
      return .some(String(validating: bytes, as: UTF8.self))
    }
    guard let text else { throw LoadError(path: path, reason: "looks binary (it contains NUL bytes), not a script") }
    guard let text else { throw LoadError(path: path, reason: "is not UTF-8 text: " + Self.firstInvalidByte(data)) }
    return text
  }

  /// Where the first byte that is not UTF-8 stands: `byte 10 (line 1, column 10) is 0xFF`.
  static func firstInvalidByte(_ data: Data) -> String {
    let bytes = [UInt8](data)
    var iterator = bytes.makeIterator(), parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    parsing: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: break parsing
      case .error: break parsing
      }
    }
    let before = bytes[..<min(offset, bytes.count)]
    let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
    let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
    let byte = offset < bytes.count ? String(bytes[offset], radix: 16, uppercase: true) : "?"
    return "byte \(offset + 1) (line \(line), column \(column)) is 0x\(byte.count == 1 ? "0" + byte : byte)"
  }
}
