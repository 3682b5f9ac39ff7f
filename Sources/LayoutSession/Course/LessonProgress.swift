import Foundation

/// Which lessons a learner has finished, kept between runs in the user's state folder
/// (`$XDG_STATE_HOME/qlrepl/progress`, else `~/.local/state/qlrepl/progress`), never in the
/// repository: one lesson file name a line. A lesson is finished when every goal of its
/// exercises held once.
public final class LessonProgress: @unchecked Sendable {
  /// The file the names are kept in.
  public let file: String
  private let lock = NSLock()
  private var names: Set<String>

  /// The progress kept in `file` (none yet when it does not exist).
  public init(file: String) {
    self.file = file
    let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    names = Set(text.split(separator: "\n").map(String.init))
  }

  /// The progress in the user's state folder; nil without `$XDG_STATE_HOME` or `$HOME`.
  public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> LessonProgress? {
    let folder: String
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      folder = state
    } else if let home = environment["HOME"], !home.isEmpty {
      folder = (home as NSString).appendingPathComponent(".local/state")
    } else {
      return nil
    }
    return LessonProgress(file: (folder as NSString).appendingPathComponent("qlrepl/progress"))
  }

  /// Where `:save` in the course keeps the learner's copies of lessons, beside the progress:
  /// a lesson file itself is never written.
  public var copiesFolder: String {
    ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent("lessons")
  }

  /// True when the lesson at `path` was finished.
  public func isFinished(_ path: String) -> Bool {
    lock.withLock { names.contains(Self.name(of: path)) }
  }

  /// Notes the lesson at `path` as finished and writes the progress down; false when it was already.
  @discardableResult
  public func markFinished(_ path: String) -> Bool {
    let added = lock.withLock { names.insert(Self.name(of: path)).inserted }
    guard added else { return false }
    let text = lock.withLock { names.sorted().joined(separator: "\n") + "\n" }
    let folder = (file as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try? text.write(toFile: file, atomically: true, encoding: .utf8)
    return true
  }

  /// The index of the first lesson of `lessons` not finished yet; the last one when all are.
  public func firstUnfinished(of lessons: Lessons) -> Int {
    lessons.files.firstIndex { !isFinished($0) } ?? max(lessons.files.count - 1, 0)
  }

  /// Lessons are known by their file name, so a moved checkout keeps its progress.
  private static func name(of path: String) -> String { (path as NSString).lastPathComponent }
}
