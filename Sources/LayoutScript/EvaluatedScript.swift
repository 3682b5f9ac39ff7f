import LayoutCore

/// The result of evaluating a script: its canvas, its body as an element tree, the views the
/// tree's leaves stand for, and the warnings met on the way.
public struct EvaluatedScript: Sendable {
  public var canvas: Canvas
  /// The body, or nil for a script without one (a library of components).
  public var body: Element?
  /// `views[i]` is the view of every `LeafView(id: i, …)` in `body`.
  public var views: [ViewDeclaration]
  public var warnings: [Diagnostic]
  /// Every file `import "…"` read, as resolved paths, sorted: what a watcher must watch too.
  public var importedFiles: [String]
  /// The script's top-level `let` and `var` names with their values, sorted by name.
  public var globals: [ScriptGlobal]
  /// For an anchors script (`var layout: some Layout { … }` with SwiftLayout's DSL), what its
  /// activation does; nil for a QuickLayout script.
  public var anchors: AnchorsScript?
  /// Every layout of a file that holds several at its top level and no body (the docs'
  /// before/after pairs), in order, each titled by the comment above it; empty otherwise.
  /// `body` is the first one's.
  public var layouts: [TitledLayout] = []

  /// The script with `layout` as its body: what the engines lay out for each of `layouts`.
  public func showing(_ layout: TitledLayout) -> EvaluatedScript {
    var script = self
    script.body = layout.body
    return script
  }
}

/// One of several top-level layouts of a file: its element tree, the comment above it and
/// where it starts.
public struct TitledLayout: Sendable {
  public var body: Element
  /// The text of the `//` comment lines right above the layout, nil when there are none.
  public var title: String?
  public var location: SourceLocation
}

/// The views and constraints of an anchors script, with where each constraint was written.
public struct AnchorsScript: Sendable {
  public var layout: AnchorsLayout
  /// `locations[i]`: where `layout.constraints[i]` was written.
  public var locations: [SourceLocation]
  /// The `var layout` declaration (for a console log: its first line).
  public var location: SourceLocation
  /// The constraints whose constants the canvas decides (UIKit's safe area and a view
  /// controller's root margins): set again for the canvas the layout is solved on.
  public var canvasConstants: [CanvasConstant] = []
  /// For a console log read as a layout: its constraints by address and what UIKit said it broke.
  public var log: ConflictLog?
}

/// A top-level name of a script and its value as text (what the REPL's `:vars` lists).
public struct ScriptGlobal: Sendable, Hashable {
  /// How a value is shown: as text, or a view by its name and type, kept apart and joined when
  /// asked (a script of 40,000 `let` views needs no 40,000 strings of them while it evaluates).
  enum Shown: Sendable, Hashable {
    case text(String)
    case view(name: String, type: String)
  }

  public var name: String
  var shown: Shown
  /// The value as string interpolation shows it; a view shows as its name and type.
  public var value: String {
    switch shown {
    case .text(let text): text
    case let .view(name, type): "\(name) (\(type))"
    }
  }
  /// True for `var` (which `NAME = …` may change), false for `let`.
  public var isVariable: Bool
}

/// A text evaluated after the main script, with its own path for diagnostics: an entry a REPL
/// adds at its prompt. A body in it, or the whole of it when `isBody`, replaces the main script's.
public struct ScriptAdditions: Sendable, Hashable {
  public var source: String
  public var path: String
  /// True when `source` is the body's contents alone (a layout typed at a prompt), numbered from its own line 1.
  public var isBody: Bool

  /// Creates additions from their text and the name diagnostics give them.
  public init(source: String, path: String, isBody: Bool = false) {
    self.source = source
    self.path = path
    self.isBody = isBody
  }
}

/// A view of a script: its unique name, its UIKit type and what it is for layout.
public struct ViewDeclaration: Sendable, Hashable {
  /// The `let`/`var` name, the `.named("…")` name, or a generated `TypeName#N`.
  public var name: String
  /// The UIKit type, such as `UILabel` (aliases like `Label` give their UIKit type).
  public var typeName: String
  public var kind: LeafKind
  /// `view.isHidden = true`; recorded, not yet used by layout.
  public var isHidden: Bool
  /// True for a placeholder: a view the script uses and never declares (`view1` in a pasted
  /// fragment), drawn marked as such (README: "Pasting from the docs: placeholders").
  public var isPlaceholder = false
  /// Where the view was created.
  public var location: SourceLocation
  /// The view's colour: its `backgroundColor`, else its `textColor` (a label's or a button's title),
  /// as written: a UIKit name such as "systemBlue" or "red", or "#RRGGBB". Nil when none is set.
  public var color: String?
}

/// The entry point of the script language: source text in, element tree or diagnostics out.
public enum ScriptEvaluator {
  /// Parses and evaluates the script `source`, read from `path` (used in diagnostics and to
  /// resolve `import "…"`), within `limits`. Evaluation goes on after an error where it can, so
  /// a failure holds every error found (up to 20), in source order. Setting `interrupt` from
  /// another thread ends the evaluation with the error "evaluation interrupted". `additions`
  /// run after the script's own statements, in order, and a body there replaces the script's. A
  /// script that fails and looks like SwiftUI or SwiftLayout code says so first (`ScriptFailure.preamble`).
  /// `semantics`, when given, overrides the script's own choice of layout rules, and `view` its
  /// choice of the view to show (`--view`, as `canvas(view:)`), `dynamicTypeSize` the text size
  /// text styles are read at (`--dynamic-type`, Large when nil). A console log of UIKit's
  /// ("Unable to simultaneously satisfy constraints.") is read by its own dialect
  /// (`ConsoleLogDocument`), recognised by its first line.
  public static func evaluate(source: String, path: String, limits: ScriptLimits = .standard,
                              interrupt: EvaluationInterrupt? = nil, additions: [ScriptAdditions] = [],
                              semantics: Semantics? = nil, view: String? = nil, safeArea: EdgeInsets? = nil,
                              dynamicTypeSize: DynamicTypeSize? = nil) throws(ScriptFailure) -> EvaluatedScript {
    if ConsoleLogDocument.recognizes(source) {
      if let addition = additions.first {
        throw ScriptFailure(diagnostics: [Diagnostic("a console log takes no statements or layout",
          at: SourceLocation(file: addition.path, line: 1, column: 1),
          hint: "change its constraints with :priority ADDRESS N and :set ADDRESS.constant N (:knobs lists them)")],
                            sources: [addition.path: addition.source])
      }
      return try ConsoleLogDocument.evaluate(source: source, path: path)
    }
    do throws(ScriptFailure) {
      defer { FreedMemory.release(afterEvaluating: source.utf8.count) }
      return try evaluateOrFail(source: source, path: path, limits: limits, interrupt: interrupt, additions: additions,
                                semantics: semantics, view: view, safeArea: safeArea, dynamicTypeSize: dynamicTypeSize)
    } catch {
      var failure = error
      failure.preamble = ForeignDialect.line(for: source, file: path)
      throw failure
    }
  }

  private static func evaluateOrFail(source: String, path: String, limits: ScriptLimits, interrupt: EvaluationInterrupt?,
                                     additions: [ScriptAdditions], semantics: Semantics?, view: String?,
                                     safeArea: EdgeInsets?, dynamicTypeSize: DynamicTypeSize?) throws(ScriptFailure) -> EvaluatedScript {
    var file = try parse(source, path: path, limits: limits)
    var added: [Statement] = []
    let evaluator = Evaluator(limits: limits, interrupt: interrupt)
    evaluator.viewTable.reserveViews(min(file.viewCalls, limits.elementCount))
    evaluator.sources[path] = source
    evaluator.forcedView = view
    if let safeArea { evaluator.canvas.safeArea = safeArea }
    if let dynamicTypeSize { evaluator.canvas.dynamicTypeSize = dynamicTypeSize }
    var parsedAdditions: [ParsedFile] = []
    for addition in additions {
      let parsed = try parse(addition.source, path: addition.path, limits: limits)
      parsedAdditions.append(parsed)
      added += addition.isBody ? [.body(parsed.statements, SourceLocation(file: addition.path, line: 1, column: 1))] : parsed.statements
      evaluator.sources[addition.path] = addition.source
    }
    // `[file] + parsedAdditions` is a temporary: an array holding the main file beside `file`
    // would keep every top-level binding's syntax alive after it has run (`evaluateScript`).
    evaluator.semanticsChoice = SemanticsChoice(files: [file] + parsedAdditions, forced: semantics)
    evaluator.warnings += ([file] + parsedAdditions).flatMap(\.slips)
    var script: EvaluatedScript?
    do throws(Diagnostic) {
      script = try evaluator.evaluateScript(&file.statements, path: path, additions: added)
    } catch {
      evaluator.record(error)
      if evaluator.errors.isEmpty { evaluator.errors.append(error) }
    }
    guard let script, evaluator.errors.isEmpty else {
      throw ScriptFailure(diagnostics: evaluator.inSourceOrder(evaluator.errors), sources: evaluator.sources)
    }
    return script
  }

  private static func parse(_ source: String, path: String, limits: ScriptLimits) throws(ScriptFailure) -> ParsedFile {
    switch Parser.parseFile(source, file: path, limits: limits) {
    case .success(let parsed): return parsed
    case .failure(let failure): throw failure
    }
  }
}
