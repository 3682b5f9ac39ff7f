/// The rows of a picture left out because nothing is drawn there: a small view on a tall exact
/// canvas (the default 375×667 with a 66 pt card) would otherwise be a picture of some 85 rows,
/// nearly all blank. The picture keeps the rows from two above the highest view to two below
/// the lowest; each cut edge of the canvas is one marker row saying how many points it hides.
/// A crop is made only of a picture taller than `tallRows` (half a terminal or more: a small
/// canvas the script asks for is drawn whole) and when it saves `worthwhileRows` rows or more;
/// never with `PictureOptions.wholeCanvas` (`render --whole-canvas`).
struct PictureCrop: Equatable {
  /// A picture of this many rows or fewer is drawn whole.
  static let tallRows = 40
  /// Fewer rows than this saved is not worth a crop.
  static let worthwhileRows = 8
  /// Nor is a cut at one edge that saves fewer than this.
  static let sideRows = 4

  /// The rows kept, marker rows included.
  let rows: ClosedRange<Int>
  /// Whether the first (last) kept row marks a cut at the canvas's top (bottom).
  let cutsTop: Bool
  let cutsBottom: Bool

  /// The crop of a picture whose canvas outline spans `outline` rows and whose views span
  /// `content` (which may reach past the canvas: the picture covers both); nil when it is not
  /// worth making.
  init?(outline: ClosedRange<Int>, content: ClosedRange<Int>) {
    let picture = min(outline.lowerBound, content.lowerBound)...max(outline.upperBound, content.upperBound)
    let top = content.lowerBound - 2, bottom = content.upperBound + 2
    cutsTop = top - picture.lowerBound >= Self.sideRows
    cutsBottom = picture.upperBound - bottom >= Self.sideRows
    rows = (cutsTop ? top : picture.lowerBound)...(cutsBottom ? bottom : picture.upperBound)
    let saved = (cutsTop ? top - picture.lowerBound : 0) + (cutsBottom ? picture.upperBound - bottom : 0)
    guard picture.count > Self.tallRows, saved >= Self.worthwhileRows else { return nil }
  }

  /// `lines` (one per row of the picture: its text, or its row number) with the rows left out
  /// dropped and each cut edge's row replaced by `marker(row)`.
  func apply<Line>(to lines: [Line], marker: (Int) -> Line) -> [Line] {
    rows.clamped(to: 0...max(lines.count - 1, 0)).map { row in
      (row == rows.lowerBound && cutsTop) || (row == rows.upperBound && cutsBottom) ? marker(row) : lines[row]
    }
  }
}
