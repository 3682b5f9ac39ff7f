import LayoutCore
import LayoutPipeline

/// Everything the prompt puts on top of the script file: statements, a body, knob values,
/// view overrides and how the canvas is shown. `:undo` steps back through its versions;
/// `:save` writes it into the file.
struct SessionLayers: Equatable {
  /// Statements typed at the prompt, run after the file's, in order.
  var statements: [String] = []
  /// A layout typed at the prompt: it replaces the file's body.
  var body: String?
  /// New values of the body's number literals, by knob number (1-based, as `:knobs` lists them).
  var knobs: [Int: Double] = [:]
  var overrides: [ViewOverride] = []
  /// Constants and priorities of an anchors layout's constraints (`:set title.top.constant 24`).
  var constraintOverrides: [ConstraintOverride] = []
  var display = DisplaySettings()

  /// True when nothing but the display settings differs from the file.
  var isEmpty: Bool {
    statements.isEmpty && body == nil && knobs.isEmpty && overrides.isEmpty && constraintOverrides.isEmpty
  }

  /// The layers with `override` added, replacing the one that set the same thing.
  func adding(_ override: ViewOverride) -> SessionLayers {
    var layers = self
    layers.overrides.removeAll { $0.isReplaced(by: override) }
    layers.overrides.append(override)
    return layers
  }
}

extension SessionLayers {
  /// The layers with `override` added, replacing the one that set the same thing.
  func adding(_ override: ConstraintOverride) -> SessionLayers {
    var layers = self
    layers.constraintOverrides.removeAll { $0.isReplaced(by: override) }
    layers.constraintOverrides.append(override)
    return layers
  }
}

/// How the REPL shows the canvas: `:canvas`, `:scale`, `:rtl`/`:ltr`, `:zoom` and `:semantics`, each
/// overriding the script's `canvas(…)` when set.
struct DisplaySettings: Equatable {
  var canvas = CanvasOverride()
  /// Cells of 1/zoom the fitted size.
  var zoom = 1.0
}
