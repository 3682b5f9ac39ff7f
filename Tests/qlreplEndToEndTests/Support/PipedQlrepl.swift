import Foundation
import Glibc

/// qlrepl running with pipes for its standard streams, kept open while a test edits files.
final class PipedQlrepl {
  let process = Process()
  let input = Pipe()
  let output: OutputCollector
  private let outputPipe = Pipe()

  init(_ arguments: [String]) throws {
    process.executableURL = QlreplProcess.binary
    process.arguments = arguments
    process.currentDirectoryURL = QlreplProcess.packageRoot
    process.environment = ProcessInfo.processInfo.environment
    process.standardInput = input
    process.standardOutput = outputPipe
    process.standardError = outputPipe
    try process.run()
    output = OutputCollector(descriptor: outputPipe.fileHandleForReading.fileDescriptor)
  }

  deinit {
    if process.isRunning { process.terminate() }
  }

  /// Sends a line to qlrepl's standard input.
  func send(_ line: String) {
    input.fileHandleForWriting.write(Data((line + "\n").utf8))
  }

  /// Waits for qlrepl to exit; its status, or nil if it did not within `timeout` seconds.
  func waitForExit(timeout: Double = 60) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    return process.isRunning ? nil : process.terminationStatus
  }
}
