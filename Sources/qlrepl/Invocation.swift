import LayoutCore
import LayoutPipeline
import LayoutRender

/// What the command line asked for.
enum Invocation: Equatable {
  case help
  /// `qlrepl COMMAND --help` (the REPL's name is empty).
  case subcommandHelp(String)
  /// `qlrepl help --markdown`: the README's tables of the command line.
  case markdown
  /// `qlrepl help --man`: the manual page.
  case manPage
  case version
  case render(RenderOptions)
  case check(paths: [String], semantics: Semantics?, view: String?)
  /// `qlrepl` or `qlrepl FILE.ql`: the REPL on the file (watched) or the embedded default;
  /// `canvas` holds what the session starts with: `--semantics` (overriding every script's
  /// choice of layout rules), `--view` (its choice of view), `--dynamic-type`.
  case repl(path: String?, color: Bool, canvas: CanvasOverride)
  /// `qlrepl watch FILE.ql...`: full-screen watch mode.
  case watch(paths: [String], color: Bool, canvas: CanvasOverride)
  /// `qlrepl learn`: the REPL on the first lesson not finished.
  case learn(color: Bool)
}

/// The options of `qlrepl render`.
struct RenderOptions: Equatable {
  /// `--format`: the report written (the one report entry, `ReportFormat`).
  typealias Format = ReportFormat

  var path: String
  var format: Format = .ascii
  /// `--size`, `--device`, `--dynamic-type`, `--fit`, `--scale`, `--rtl`, `--semantics`, `--view`.
  var canvas = CanvasOverride()
  var color = true
  /// Points per column and row (`--cell WxH`); nil fits the terminal.
  var cell: CellScale?
  var zoom = 1.0
  /// `--columns N`: the width to fit instead of the terminal's.
  var columns: Int?
  var containers = false
  var shading = false
  var rulers = false
  /// `--whole-canvas`: no rows left out of the picture.
  var wholeCanvas = false
  /// `--proposals NAME`: the offers of the container holding view NAME.
  var proposals: String?
  /// `--diff OLD.ql`: highlight what changed since OLD's layout.
  var diffPath: String?
  /// `--compare`: the layout by QuickLayout's and by SwiftUI's rules side by side.
  var compare = false
  /// `--variants dynamic-type|devices`: the layout at each variant side by side.
  var variants: VariantKind?

  /// How the ascii picture is drawn: the scale asked for, else fitted to the terminal.
  var picture: PictureOptions {
    PictureOptions(scale: cell, zoom: zoom,
                   columns: columns ?? TerminalInfo.columns, containers: containers, shading: shading, rulers: rulers,
                   colored: TerminalInfo.usesColor(allowed: color), proposals: proposals,
                   wholeCanvas: wholeCanvas, wrapsText: TerminalInfo.isTerminal)
  }
}

/// A command line that does not make sense, with the message to print before the usage.
struct UsageError: Error, Equatable {
  let message: String
}
