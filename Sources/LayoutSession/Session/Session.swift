import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutScript

/// A layout session: a script (a file, or an embedded one), the layers the prompt puts on
/// top of it, and the last good rendering. Each input — a statement, a layout expression, a
/// `:command`, a change of the file on disk — becomes a reply to print. A change that fails
/// shows its diagnostic and changes nothing. Used by the REPL and by watch mode.
public final class Session {
  /// The path diagnostics and headers use; a file on disk when `isFile`.
  public internal(set) var path: String
  /// False for an embedded script (the default card), which only `:save FILE` gives a file.
  public internal(set) var isFile: Bool
  /// The script's source as last read (or saved).
  var source: String
  var layers = SessionLayers()
  /// Earlier layers, the latest last, each with the input that changed them: what `:undo` returns to.
  var undoStack: [(layers: SessionLayers, change: String)] = []
  /// The last good rendering; nil until the script first evaluates.
  var current: EvaluatedLayout?
  /// True while the script on disk has errors and `current` is an older, good one.
  public internal(set) var isStale = false
  /// The report of the last good rendering, and how long drawing it took.
  public internal(set) var lastPicture = ""
  var renderTime = Duration.zero
  /// True while the picture is the side-by-side comparison of both semantics (watch mode's
  /// `c`); a script that lays out under only one of them shows its own picture.
  var showsComparison = false
  /// The lesson `:lesson` shows next, as an index into the lessons found.
  var nextLesson = 0
  let options: SessionOptions
  /// The live solve of the anchors layout shown, which a change of constants and priorities
  /// (knobs, `:set VIEW.ATTRIBUTE.constant`, `:priority VIEW.ATTRIBUTE`) re-solves in place.
  let layoutMemory = LayoutMemory()

  /// A session of `source`, read from `path` (a file when `isFile`).
  public init(source: String, path: String, isFile: Bool, options: SessionOptions) {
    self.source = source
    self.path = path
    self.isFile = isFile
    self.options = options
    layers.display.canvas = startingCanvas
  }

  /// A session of the script file at `path`.
  public static func open(_ path: String, options: SessionOptions) throws(ScriptFile.LoadError) -> Session {
    Session(source: try ScriptFile.read(path), path: path, isFile: true, options: options)
  }

  /// What the header calls the script.
  public var title: String { isFile ? path : (path == Self.pastePath ? "pasted log" : options.embeddedTitle) }

  /// The files whose changes must reload the session: the script and what it imports.
  public var watchedFiles: [String] {
    guard isFile else { return [] }
    return [path] + (current?.script.importedFiles ?? [])
  }

  /// How long the last good rendering took: `parse+eval 1.2 ms · layout 0.3 ms · render 0.9 ms`;
  /// none while the file is stale (deleted, unreadable, broken): those were an older run's.
  public var timings: String? {
    guard let current, !isStale else { return nil }
    return "parse+eval \(milliseconds(current.evaluationTime)) · layout \(milliseconds(current.layoutTime)) · render \(milliseconds(renderTime))"
  }

  /// The first render (or the script's diagnostics).
  public func start() -> SessionReply {
    do throws(ScriptFailure) {
      let rendering = try render(layers)
      current = rendering
      let picture = picture(of: rendering, previous: nil, warnings: rendering.warnings)
      return SessionReply(text: currentLessonHeading.map { $0 + "\n\n" + picture } ?? picture)
    } catch {
      isStale = true
      return SessionReply(text: error.rendered(), failed: true)
    }
  }

  /// Handles one complete input: a `:command`, a layout expression or statements.
  public func handle(_ input: String) -> SessionReply { handle(PromptEntry(input)) }

  /// Handles one complete input, classified.
  public func handle(_ entry: PromptEntry) -> SessionReply {
    switch entry {
    case .empty: return SessionReply(text: "")
    case .command(let line): return command(line)
    case .layout(_, let typed) where current?.script.anchors != nil:
      // An anchors script has no body to replace: an expression typed there configures a view.
      return change(entry.summary) { $0.statements.append(typed) }
    case .layout(let body, _):
      if let bare = BareCommandWord(body, declared: declaredNames) { return SessionReply(text: bare.reply, failed: true) }
      return change(entry.summary) { layers in
        layers.body = body
        layers.knobs = [:]
      }
    case .statements(let text): return change(entry.summary) { $0.statements.append(text) }
    case .log(let text): return pasteLog(text)
    }
  }

  /// The names the script shown declares: its views and its top-level values.
  private var declaredNames: Set<String> {
    Set((current?.script.views.map(\.name) ?? []) + (current?.script.globals.map(\.name) ?? []))
  }

  /// Evaluates and lays out the script under `layers`. The caller clears the interrupt
  /// (after a Ctrl-C has been answered); setting it from another thread stops this evaluation.
  /// A rendering that is to be shown starts from the live solve of the last one (`live`).
  func render(_ layers: SessionLayers, live: Bool = true) throws(ScriptFailure) -> EvaluatedLayout {
    try EvaluatedLayout(file: source, path: path, layers: layers, interrupt: options.interrupt,
                        memory: live ? layoutMemory : nil)
  }
}

/// What a session answers to an input.
public struct SessionReply: Sendable, Equatable {
  /// What to print (may be empty).
  public var text: String
  /// True after `:quit`.
  public var quit = false
  /// True when the input failed (a diagnostic, an unknown command): nothing changed.
  public var failed = false
}

/// How a session draws and what it can reach.
public struct SessionOptions: Sendable {
  /// ANSI colours in pictures.
  public var colored: Bool
  /// The terminal width pictures fit, asked before each picture.
  public var columns: @Sendable () -> Int
  /// Stops an evaluation that is running (Ctrl-C).
  public var interrupt: EvaluationInterrupt
  /// What the header calls an embedded script.
  public var embeddedTitle: String
  /// Where `:lesson` finds its lessons; nil when there are none.
  public var lessons: Lessons?
  /// Where finished lessons are kept; nil keeps none.
  public var progress: LessonProgress?
  /// `--semantics`: whose layout rules the session starts with, overriding the script's choice.
  public var semantics: Semantics?
  /// `--view NAME`: which view of a file of several SwiftUI views the session shows.
  public var view: String?
  /// `--dynamic-type SIZE`: the Dynamic Type size the session starts at (Large when nil).
  public var dynamicTypeSize: DynamicTypeSize?
  /// Pictures' headers and tables broken at spaces to the width (`PictureOptions.wrapsText`).
  public var wrapsText = false

  /// Creates options.
  public init(colored: Bool = false, columns: @escaping @Sendable () -> Int = { 100 },
              interrupt: EvaluationInterrupt = EvaluationInterrupt(), embeddedTitle: String = "built-in example card",
              lessons: Lessons? = nil, progress: LessonProgress? = nil, semantics: Semantics? = nil, view: String? = nil,
              dynamicTypeSize: DynamicTypeSize? = nil) {
    self.colored = colored
    self.columns = columns
    self.interrupt = interrupt
    self.embeddedTitle = embeddedTitle
    self.lessons = lessons
    self.progress = progress
    self.semantics = semantics
    self.view = view
    self.dynamicTypeSize = dynamicTypeSize
  }
}
