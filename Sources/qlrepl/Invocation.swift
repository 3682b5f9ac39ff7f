import LayoutEngine
import LayoutRender

/// What the command line asked for.
enum Invocation: Equatable {
  case help
  case version
  case render(RenderOptions)
  case check(paths: [String], semantics: Semantics?)
  /// `qlrepl` or `qlrepl FILE.ql`: the REPL on the file (watched) or the embedded default.
  /// `--semantics` overrides every script's choice of layout rules.
  case repl(path: String?, semantics: Semantics?)
  /// `qlrepl watch FILE.ql...`: full-screen watch mode.
  case watch(paths: [String], semantics: Semantics?)
}

/// The options of `qlrepl render`.
struct RenderOptions: Equatable {
  enum Format: String, CaseIterable {
    case ascii, json, tree, svg
  }

  var path: String
  var format: Format = .ascii
  var size: (width: Double, height: Double)?
  var fit = false
  var scale: Double?
  var rightToLeft = false
  /// `--semantics`: whose layout rules, overriding the script's choice.
  var semantics: Semantics?
  var color = true
  /// Points per column and row (`--cell WxH`); nil fits the terminal.
  var cell: (width: Double, height: Double)?
  var zoom = 1.0
  /// `--columns N`: the width to fit instead of the terminal's.
  var columns: Int?
  var containers = false
  var shading = false
  var rulers = false
  /// `--diff OLD.ql`: highlight what changed since OLD's layout.
  var diffPath: String?

  static func == (lhs: RenderOptions, rhs: RenderOptions) -> Bool {
    lhs.path == rhs.path && lhs.format == rhs.format && lhs.size?.width == rhs.size?.width
      && lhs.size?.height == rhs.size?.height && lhs.fit == rhs.fit && lhs.scale == rhs.scale
      && lhs.rightToLeft == rhs.rightToLeft && lhs.color == rhs.color && lhs.cell?.width == rhs.cell?.width
      && lhs.cell?.height == rhs.cell?.height && lhs.zoom == rhs.zoom && lhs.columns == rhs.columns
      && lhs.containers == rhs.containers && lhs.shading == rhs.shading && lhs.rulers == rhs.rulers
      && lhs.diffPath == rhs.diffPath && lhs.semantics == rhs.semantics
  }

  /// How the ascii picture is drawn: the scale asked for, else fitted to the terminal.
  var picture: PictureOptions {
    PictureOptions(scale: cell.map { CellScale(pointsPerColumn: $0.width, pointsPerRow: $0.height) }, zoom: zoom,
                   columns: columns ?? TerminalInfo.columns, containers: containers, shading: shading, rulers: rulers,
                   colored: TerminalInfo.usesColor(allowed: color))
  }

  /// The script's canvas with the command-line overrides applied.
  func canvas(overriding canvas: Canvas) -> Canvas {
    var result = canvas
    if let size {
      result.width = size.width
      result.height = size.height
    }
    if fit { result.mode = .fit }
    if let scale { result.scale = scale }
    if rightToLeft { result.direction = .rightToLeft }
    return result
  }
}

/// A command line that does not make sense, with the message to print before the usage.
struct UsageError: Error, Equatable {
  let message: String
}
