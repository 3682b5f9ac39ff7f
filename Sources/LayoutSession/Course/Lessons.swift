import Foundation
import LayoutScript

/// The lesson scripts `:lesson` walks through: the `.ql` files of a folder, in name order.
/// Each starts with `//` comment lines that say what to look at and what to try.
public struct Lessons: Sendable {
  /// The lesson files, in order.
  public let files: [String]

  /// The lessons in `folder`; nil when it holds none.
  public init?(folder: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
    let files = names.filter { $0.hasSuffix(".ql") }.sorted().map { (folder as NSString).appendingPathComponent($0) }
    guard !files.isEmpty else { return nil }
    self.files = files
  }

  /// The lessons qlrepl ships: `$QLREPL_LESSONS`, else `workspace/lessons` in the current
  /// folder or in a folder above the executable (a checkout running its own build).
  public static func shipped(executable: String) -> Lessons? {
    if let folder = ProcessInfo.processInfo.environment["QLREPL_LESSONS"] { return Lessons(folder: folder) }
    var candidates = [FileManager.default.currentDirectoryPath]
    var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<4 {
      candidates.append(folder.path)
      folder.deleteLastPathComponent()
    }
    return candidates.lazy.compactMap { Lessons(folder: ($0 as NSString).appendingPathComponent("workspace/lessons")) }.first
  }

  /// True when `path` names one of the lesson files (through links and relative paths too).
  func contains(_ path: String) -> Bool {
    func resolved(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path }
    let file = resolved(path)
    return files.contains { resolved($0) == file }
  }

  /// Why there are no lessons: the folder `QLREPL_LESSONS` names holds none, or none was found.
  public static var notFound: String {
    if let folder = ProcessInfo.processInfo.environment["QLREPL_LESSONS"] {
      return "no lessons in \(folder), the folder QLREPL_LESSONS names (it needs the lessons' .ql files)"
    }
    return "no lessons found (workspace/lessons in the current folder or above the executable); set QLREPL_LESSONS to their folder"
  }

  /// A lesson's title: its first comment line, without `// Lesson N —`.
  static func title(of text: String) -> String? {
    guard let first = introduction(of: text).split(separator: "\n").first else { return nil }
    if let dash = first.range(of: " — ") { return String(first[dash.upperBound...]) }
    return String(first)
  }

  /// The leading comment lines of a lesson's text, without their `//`.
  static func introduction(of text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .prefix { $0.hasPrefix("//") }
      .map { $0.dropFirst($0.hasPrefix("// ") ? 3 : 2) }
      .joined(separator: "\n")
  }
}

/// `:lesson [N]`.
extension Session {
  func lesson(_ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(1)
    guard let lessons = options.lessons else { throw CommandError(Lessons.notFound) }
    var index = nextLesson
    if !arguments.words.isEmpty && arguments.words[0] != "next" {
      let number = try arguments.number(0, "the lesson number")
      guard number == number.rounded(), number >= 1, Int(number) <= lessons.files.count else {
        throw CommandError("lessons are numbered 1 to \(lessons.files.count)")
      }
      index = Int(number) - 1
    }
    guard index < lessons.files.count else {
      nextLesson = 0
      return SessionReply(text: "that was the last lesson; :lesson starts again from lesson 1")
    }
    let file = lessons.files[index]
    let source: String
    do throws(ScriptFile.LoadError) { source = try ScriptFile.read(file) } catch { throw CommandError("\(error)") }
    nextLesson = index + 1
    var reply = replaceScript(source, path: file, isFile: true, layers: SessionLayers())
    reply.text = lessonHeading(index, of: lessons, source: source) + "\n\n" + reply.text
    return reply
  }

  /// A session on the first lesson not finished yet (`qlrepl learn`); nil without lessons.
  public static func learning(options: SessionOptions) throws(ScriptFile.LoadError) -> Session? {
    guard let lessons = options.lessons else { return nil }
    let index = options.progress?.firstUnfinished(of: lessons) ?? 0
    let session = try Session.open(lessons.files[index], options: options)
    session.nextLesson = index + 1
    return session
  }

  /// `lesson 2 of 18` and the lesson's introduction, indented.
  func lessonHeading(_ index: Int, of lessons: Lessons, source: String) -> String {
    "lesson \(index + 1) of \(lessons.files.count)\n" + Self.indentLines(Lessons.introduction(of: source))
  }

  /// The index of the lesson the session shows, when it shows one.
  /// A learner's copy of a lesson (`:save` in the course) shows that lesson.
  var currentLessonIndex: Int? {
    let shown = FileWatcher.absolute(path)
    if let copies = options.progress?.copiesFolder, (shown as NSString).deletingLastPathComponent == FileWatcher.absolute(copies) {
      let name = (shown as NSString).lastPathComponent
      return options.lessons?.files.firstIndex { ($0 as NSString).lastPathComponent == name }
    }
    return options.lessons?.files.firstIndex { FileWatcher.absolute($0) == shown }
  }

  /// The heading of the lesson the session shows, when it shows one.
  var currentLessonHeading: String? {
    guard let lessons = options.lessons, let index = currentLessonIndex else { return nil }
    return lessonHeading(index, of: lessons, source: source)
  }

  private static func indentLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
  }

  /// `:lessons`: every lesson's number and first line, ✓ for those finished, ▸ for the one shown.
  func listLessons(_ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(0)
    guard let lessons = options.lessons else { throw CommandError(Lessons.notFound) }
    let current = currentLessonIndex
    let lines = lessons.files.enumerated().map { index, file in
      let finished = options.progress?.isFinished(file) ?? false
      let shown = index == current
      let title = (try? ScriptFile.read(file)).flatMap(Lessons.title) ?? ""
      return "\(shown ? "▸" : " ") \(finished ? "✓" : " ") \(index + 1). \(title)"
    }
    return SessionReply(text: lines.joined(separator: "\n"))
  }
}

