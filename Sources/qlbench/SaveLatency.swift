import LayoutCore
import Foundation
import LayoutSession

/// Save-to-frame latency of watch mode, measured in this process with the real pieces: a file
/// saved (written in place, or written aside and renamed over, as vim and VS Code do), inotify,
/// the watcher's wait for a complete save, the event loop, the session's reload, evaluation,
/// layout and the ASCII picture. Also counts the renders each save caused (the goal is one).
enum SaveLatency {
  /// How a save reaches the file.
  enum Style: String, CaseIterable {
    case inPlace = "in place"
    case rename = "by rename"
  }

  /// The median time from the end of a save to its new picture, in milliseconds, and the
  /// renders per save, over `saves` saves of `source` in `style`; nil where inotify is missing.
  static func measure(_ source: String, saves: Int, style: Style) -> (median: Double, rendersPerSave: Double)? {
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
    var renders = 0
    watch.start { _, files in
      guard session.reload(changed: files) != nil else { return }
      renders += 1
      drawn = .now
    }
    watch.watch(0, files: session.watchedFiles)
    var samples: [Double] = []
    for save in 0..<saves {
      drawn = nil
      let text = source + "\n// save \(save)\n"
      let written = style == .inPlace
        ? (try? text.write(toFile: path, atomically: false, encoding: .utf8)) != nil
        : (try? text.write(toFile: path, atomically: true, encoding: .utf8)) != nil
      guard written else { return nil }
      let saved = ContinuousClock.now
      while drawn == nil && ContinuousClock.now - saved < .seconds(5) { loop.runOnce(waitingAtMost: .seconds(1)) }
      guard let drawn else { return nil }
      samples.append((drawn - saved).milliseconds)
      // Whatever else this save causes shows within the next 30 ms.
      let quietUntil = ContinuousClock.now + .milliseconds(30)
      while ContinuousClock.now < quietUntil { loop.runOnce(waitingAtMost: quietUntil - .now) }
    }
    samples.sort()
    return (samples[samples.count / 2], Double(renders) / Double(saves))
  }
}
