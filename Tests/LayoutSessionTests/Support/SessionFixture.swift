import Foundation
import LayoutCore
@testable import LayoutSession

/// A small script in a fresh temporary folder, and a session on it.
struct SessionFixture {
  static let script = """
    canvas(width: 200, height: 60)
    let a = UILabel(text: "A")
    let b = UIView(width: 30, height: 20)
    var gap = 8
    var body: Layout {
      HStack(spacing: gap) {
        a
        b.padding(4)
      }
    }

    """

  let folder: URL
  let path: String
  let session: Session

  /// The folder of this test process's fixtures, removed when the process exits.
  private static let temporaryRoot: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("qlrepl-session-\(getpid())")
    atexit { try? FileManager.default.removeItem(at: SessionFixture.temporaryRoot) }
    return root
  }()

  init(_ source: String = Self.script, name: String = "card.ql") throws {
    folder = Self.temporaryRoot.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    path = folder.appendingPathComponent(name).path
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    session = try Session.open(path, options: SessionOptions(columns: { 80 }))
    _ = session.start()
  }

  /// The frame of view `name` now, as `[x, y, w, h]`.
  func frame(_ name: String) -> [Double]? { session.frame(name) }

  /// How the session's last anchors layout was solved: `fromScratch` or `edited(…)`.
  var solvePath: String { "\(session.layoutMemory.lastAnchorsSolve)" }

  /// The file's text now.
  var fileText: String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
}

extension Session {
  /// The frame of view `name` now, as `[x, y, w, h]`.
  func frame(_ name: String) -> [Double]? {
    guard let current, let id = current.viewID(named: name), let frame = current.result?.frames[id] else { return nil }
    return [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
  }
}
