import Glibc

/// Standard input when it is not a terminal: read as it comes, handed over line by line.
final class PipeInput {
  private var pending: [UInt8] = []
  private let onLine: (String) -> Void
  private let onEnd: () -> Void

  /// Calls `onLine` with each line (without its line break) and `onEnd` at the end of input.
  init(onLine: @escaping (String) -> Void, onEnd: @escaping () -> Void) {
    self.onLine = onLine
    self.onEnd = onEnd
  }

  /// Reads what standard input has now (the event loop saw it readable).
  func readAvailable() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(STDIN_FILENO, &buffer, buffer.count)
    if count < 0 && (errno == EINTR || errno == EAGAIN) { return }
    guard count > 0 else {
      if !pending.isEmpty { onLine(String(decoding: pending, as: UTF8.self)) }
      pending = []
      onEnd()
      return
    }
    pending += buffer[..<count]
    while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
      var line = pending[..<newline]
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      pending.removeSubrange(...newline)
      onLine(String(decoding: line, as: UTF8.self))
    }
  }
}
