import Foundation

/// Standard output as a text stream, written in chunks of 64 KiB: how a report of any size is
/// printed without building it whole. Copies share one buffer; `flush()` writes what is left.
public struct StandardOutput: TextOutputStream {
  private final class Buffer {
    var bytes: [UInt8] = []
  }

  private let buffer = Buffer()
  private static let chunk = 1 << 16

  /// Standard output, nothing buffered yet.
  public init() {
    buffer.bytes.reserveCapacity(Self.chunk)
  }

  public mutating func write(_ text: String) {
    var text = text
    // The bytes where they stand (a short string's on the stack), copied in one go.
    let count = text.withUTF8 { bytes in
      buffer.bytes.append(contentsOf: bytes)
      return buffer.bytes.count
    }
    if count >= Self.chunk { flush() }
  }

  /// Writes everything buffered.
  public func flush() {
    guard !buffer.bytes.isEmpty else { return }
    FileHandle.standardOutput.write(Data(buffer.bytes))
    buffer.bytes.removeAll(keepingCapacity: true)
  }
}
