import Foundation
import LayoutSession

/// Save-to-frame latency of watch mode, measured in this process with the real pieces: a
/// file written and closed, inotify, the debounce, the event loop, the session's reload,
/// evaluation, layout and the ASCII picture. The debounce is a wait on purpose; what counts
/// against the target is the time beyond it.
enum SaveLatency {
  /// The median time from the end of a save to the new picture, in milliseconds, over
  /// `saves` saves of `source`; and the debounce's quiet time, in milliseconds.
  static func measure(_ source: String, saves: Int) -> (median: Double, debounce: Double)? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qlbench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("cell.ql").path
    guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
          (try? source.write(toFile: path, atomically: false, encoding: .utf8)) != nil,
          let session = try? Session.open(path, options: SessionOptions(columns: { 100 })) else { return nil }
    _ = session.start()
    let loop = EventLoop()
    let watch = SessionWatch(loop: loop)
    var drawn: ContinuousClock.Instant?
    watch.start { _, files in
      _ = session.reload(changed: files)
      drawn = .now
    }
    watch.watch(0, files: session.watchedFiles)
    var samples: [Double] = []
    for save in 0..<saves {
      drawn = nil
      guard (try? (source + "\n// save \(save)\n").write(toFile: path, atomically: false, encoding: .utf8)) != nil else { return nil }
      let saved = ContinuousClock.now
      while drawn == nil && ContinuousClock.now - saved < .seconds(5) { loop.runOnce(waitingAtMost: .seconds(1)) }
      guard let drawn else { return nil }
      samples.append(milliseconds(drawn - saved))
    }
    samples.sort()
    return (samples[samples.count / 2], milliseconds(watch.debounce))
  }

  private static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  }
}
