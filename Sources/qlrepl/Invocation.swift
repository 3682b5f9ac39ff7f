import LayoutEngine

/// What the command line asked for.
enum Invocation: Equatable {
  case help
  case version
  case render(RenderOptions)
  case check(paths: [String])
  /// `qlrepl` or `qlrepl FILE.ql`: show the file (or the embedded default).
  case show(path: String?)
}

/// The options of `qlrepl render`.
struct RenderOptions: Equatable {
  enum Format: String, CaseIterable {
    case ascii, json
  }

  var path: String
  var format: Format = .ascii
  var size: (width: Double, height: Double)?
  var fit = false
  var scale: Double?
  var rightToLeft = false
  var color = true

  static func == (lhs: RenderOptions, rhs: RenderOptions) -> Bool {
    lhs.path == rhs.path && lhs.format == rhs.format && lhs.size?.width == rhs.size?.width
      && lhs.size?.height == rhs.size?.height && lhs.fit == rhs.fit && lhs.scale == rhs.scale
      && lhs.rightToLeft == rhs.rightToLeft && lhs.color == rhs.color
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
