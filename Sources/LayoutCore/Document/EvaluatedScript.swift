/// The result of evaluating a script: its canvas, what it lays out (`document`), the views the
/// layout's leaves and constraints stand for, and the warnings met on the way. The language
/// fills it; the pipeline lays it out; reports read it.
public struct EvaluatedScript: Sendable {
  public var canvas: Canvas
  /// What the script lays out: one element tree, several, an anchors layout, a console log, or nothing.
  public var document: ScriptDocument
  /// The shown class's own `override func sizeThatFits(_:)`, nil when it writes none: what a
  /// `.fit` canvas sizes the body by, as a collection view asks its cell.
  public var rootSizing: ViewSizing?
  /// `views[i]` is the view of every `LeafView(id: i, …)` of the elements and of view `i` of
  /// an anchors layout.
  public var views: [ViewDeclaration]
  public var warnings: [Diagnostic]
  /// Every file `import "…"` read, as resolved paths, sorted: what a watcher must watch too.
  public var importedFiles: [String]
  /// The script's top-level `let` and `var` names with their values, sorted by name.
  public var globals: [ScriptGlobal]
  /// The directives of the main file's top-level `#if` branches that an iPhone's build leaves
  /// out, with code in them (`` `#if os(macOS)` ``): why a file whose views all stand there has
  /// nothing to render.
  public var leftOutConditions: [String] = []
  /// The UIKit class the file shows (its members read as the file's code), when it has one: a
  /// file with nothing to render says that class builds no view, not that it lacks a body.
  public var shownUIKitClass: String?

  /// A document as the script language (or a console log's reader) assembles it.
  public init(canvas: Canvas, document: ScriptDocument, views: [ViewDeclaration], warnings: [Diagnostic],
              importedFiles: [String], globals: [ScriptGlobal]) {
    self.canvas = canvas
    self.document = document
    self.views = views
    self.warnings = warnings
    self.importedFiles = importedFiles
    self.globals = globals
  }

  /// The element tree the engines lay out: the body, or the shown one of several layouts; nil
  /// for an anchors layout and a library.
  public var body: Element? {
    switch document {
    case .elements(let body): return body
    case let .layouts(layouts, shown): return layouts[shown].body
    case .anchors, .conflictLog, .library: return nil
    }
  }

  /// The anchors layout (SwiftLayout's DSL, UIKit's anchors, a console log's); nil otherwise.
  public var anchors: AnchorsScript? {
    switch document {
    case .anchors(let anchors), .conflictLog(let anchors, _): return anchors
    case .elements, .layouts, .library: return nil
    }
  }

  /// A console log's conflict as UIKit printed it; nil for any other document.
  public var conflictLog: ConflictLog? {
    guard case .conflictLog(_, let log) = document else { return nil }
    return log
  }

  /// Every layout of a file that holds several (`ScriptDocument.layouts`); empty otherwise.
  public var layouts: [TitledLayout] {
    guard case .layouts(let layouts, _) = document else { return [] }
    return layouts
  }

  /// The script showing its layout `index` of several: what the engines lay out for each of
  /// `layouts`. The script itself for any other document.
  public func showing(layoutAt index: Int) -> EvaluatedScript {
    guard case .layouts(let layouts, _) = document, layouts.indices.contains(index) else { return self }
    var script = self
    script.document = .layouts(layouts, shown: index)
    return script
  }
}

/// What a script lays out, exactly one of these: the compiler then names every place a new
/// kind of document must be handled.
public enum ScriptDocument: Sendable {
  /// A body (declared, a view shown, or the file's one loose layout): an element tree laid out
  /// by QuickLayout's or SwiftUI's engine.
  case elements(Element)
  /// Several top-level layouts of a file without a body (the docs' before/after pairs), in
  /// order, each titled by the comment above it (at least two); `shown` is the one laid out.
  case layouts([TitledLayout], shown: Int)
  /// An anchors layout (SwiftLayout's `var layout: some Layout`, UIKit's anchors, VFL,
  /// SnapKit), solved by Auto Layout.
  case anchors(AnchorsScript)
  /// UIKit's console log of a conflict, read as an anchors layout (its views and constraints)
  /// and the log itself (its constraints by address, what UIKit said it broke), solved as UIKit
  /// recovers from it.
  case conflictLog(AnchorsScript, ConflictLog)
  /// A library of components, or a file of declarations only: nothing to lay out.
  case library
}

/// One of several top-level layouts of a file: its element tree, the comment above it and
/// where it starts.
public struct TitledLayout: Sendable {
  public var body: Element
  /// The text of the `//` comment lines right above the layout, nil when there are none.
  public var title: String?
  public var location: SourceLocation

  /// A layout of a file, titled by the comment above it.
  public init(body: Element, title: String?, location: SourceLocation) {
    self.body = body
    self.title = title
    self.location = location
  }
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

  /// The constraints of a script (or a console log) and where each was written.
  public init(layout: AnchorsLayout, locations: [SourceLocation], location: SourceLocation) {
    self.layout = layout
    self.locations = locations
    self.location = location
  }
}
