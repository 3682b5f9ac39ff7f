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

  /// A document as the script language (or a console log's reader) assembles it.
  public init(canvas: Canvas, body: Element?, views: [ViewDeclaration], warnings: [Diagnostic], importedFiles: [String],
              globals: [ScriptGlobal], anchors: AnchorsScript?, layouts: [TitledLayout] = []) {
    self.canvas = canvas
    self.body = body
    self.views = views
    self.warnings = warnings
    self.importedFiles = importedFiles
    self.globals = globals
    self.anchors = anchors
    self.layouts = layouts
  }

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
  /// For a console log read as a layout: its constraints by address and what UIKit said it broke.
  public var log: ConflictLog?

  /// The constraints of a script (or a console log) and where each was written.
  public init(layout: AnchorsLayout, locations: [SourceLocation], location: SourceLocation) {
    self.layout = layout
    self.locations = locations
    self.location = location
  }
}
