/// How an ASCII picture is drawn: its scale, its overlays and whether it is coloured.
public struct PictureOptions: Sendable {
  /// Points per column and row; nil fits the picture to `columns`.
  public var scale: CellScale?
  /// Zooms the fitted scale in (2: cells of half as many points).
  public var zoom: Double
  /// The terminal columns the picture may use.
  public var columns: Int
  /// Outlines every stack, flow and grid.
  public var containers: Bool
  /// Shades padding (`░`) and the space between stacked things (`▒`).
  public var shading: Bool
  /// Rulers in points along the top and the left.
  public var rulers: Bool
  /// ANSI colours: each view its own.
  public var colored: Bool
  /// A view's name: the sizes its container offered each child, drawn dashed from the child's
  /// corner and listed under the table (`--proposals NAME`); the result must record details.
  public var proposals: String?
  /// Draws every row of the canvas, even those no view reaches (`PictureCrop` leaves them out).
  public var wholeCanvas: Bool
  /// Breaks the header, legends and table at spaces to `columns` (`TerminalLine.wrapped`): for
  /// a terminal, which would break them mid-word; a file or a pipe keeps each line whole.
  public var wrapsText: Bool

  public init(scale: CellScale? = nil, zoom: Double = 1, columns: Int = 100, containers: Bool = false,
              shading: Bool = false, rulers: Bool = false, colored: Bool = false, proposals: String? = nil,
              wholeCanvas: Bool = false, wrapsText: Bool = false) {
    self.wholeCanvas = wholeCanvas
    self.wrapsText = wrapsText
    self.scale = scale
    self.zoom = zoom
    self.columns = columns
    self.containers = containers
    self.shading = shading
    self.rulers = rulers
    self.colored = colored
    self.proposals = proposals
  }
}
