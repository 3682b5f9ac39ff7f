import LayoutCore

/// SwiftUI's LazyVGrid and LazyHGrid as their documentation describes them (README, "SwiftUI
/// semantics"), written for a LazyVGrid; a LazyHGrid is its transpose (rows for columns,
/// columns for rows). The proposed width less the fixed columns and the spacings goes to the
/// other items in order, each taking its even share of what is left; a flexible item is one
/// column of its share within its limits, an adaptive one as many columns of at least its
/// minimum as its share holds. The children fill the columns row after row, each proposed its
/// column's width and nothing in height; each row is as tall as its tallest child; each cell is
/// aligned in its column and row by its item's alignment, else the grid's.
/// The grid is at `slot` of `SwiftUITree.lazyGrids`.
struct LazyGridRule: SwiftUIRule {
  let slot: Int

  func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason, _ run: inout SwiftUIRun) -> Size {
    LazyGridLayout(node: node, grid: run.tree.lazyGrids[slot]).cells(for: proposal, &run).size
  }

  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {
    for cell in LazyGridLayout(node: node, grid: run.tree.lazyGrids[slot]).placements(for: proposal, &run) { run.placements.append(cell) }
  }

  func resultKind(in tree: SwiftUITree) -> NodeKind? { .grid }
  func scriptName(in tree: SwiftUITree) -> String { tree.lazyGrids[slot].axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
}

/// One lazy grid node's layout, its grid at hand.
struct LazyGridLayout {
  /// One track across the grid (a column of a LazyVGrid): its length, the spacing after it, and
  /// how its cells sit in it.
  struct Track: Equatable {
    var length: Double
    var spacing: Double
    var alignment: Alignment?
  }

  /// The most columns one adaptive item makes: enough for any screen, a bound for absurd widths.
  static let adaptiveTrackLimit = 10_000

  let node: Int
  let grid: LazyGrid

  /// The axis the tracks are measured along (the width of a LazyVGrid's columns).
  private var across: Axis { grid.axis.cross }

  /// The tracks for a proposed length across: unspecified, every item at its minimum; infinite
  /// (a flexibility probe), every item as long as it may be, an adaptive one a single track.
  func tracks(for proposed: Double?) -> [Track] {
    let spacings = grid.items.map { $0.spacing ?? SwiftUIDefaults.spacing }
    let fixed = grid.items.reduce(0.0) { total, item in if case .fixed(let length) = item.size { total + length } else { total } }
    var sharing = grid.items.filter { if case .fixed = $0.size { false } else { true } }.count
    var remaining = proposed.map { $0 - fixed - spacings.dropLast().reduce(0, +) }
    var tracks: [Track] = []
    for (item, spacing) in zip(grid.items, spacings) {
      let share = remaining.map { max($0, 0) / Double(max(sharing, 1)) }
      let used: Double
      switch item.size {
      case .fixed(let length):
        tracks.append(Track(length: length, spacing: spacing, alignment: item.alignment))
        continue
      case let .flexible(minimum, maximum):
        tracks.append(Track(length: (share ?? minimum).clamped(to: minimum...maximum), spacing: spacing, alignment: item.alignment))
        used = tracks[tracks.count - 1].length
      case let .adaptive(minimum, maximum):
        let fitting = share.map { $0.isFinite ? (($0 + spacing) / (minimum + spacing)).rounded(.down) : 1 } ?? 1
        let count = Int(fitting.clamped(to: 1...Double(Self.adaptiveTrackLimit)))
        let each = share.map { ($0 - Double(count - 1) * spacing) / Double(count) } ?? minimum
        tracks += Array(repeating: Track(length: each.clamped(to: minimum...maximum), spacing: spacing, alignment: item.alignment), count: count)
        used = Double(count) * tracks[tracks.count - 1].length + Double(count - 1) * spacing
      }
      remaining = remaining.map { $0.isInfinite ? $0 : $0 - used }
      sharing -= 1
    }
    return tracks
  }

  /// Every child's cell, and the grid's size: as long across as its tracks and their spacing
  /// (which the proposal decided), along its axis as its lines and theirs.
  func cells(for proposal: ProposedSize, _ run: inout SwiftUIRun) -> (frames: [Rect], size: Size) {
    let tracks = tracks(for: proposal[across])
    let lineSpacing = grid.spacing ?? SwiftUIDefaults.spacing
    var frames: [Rect] = []
    var along = 0.0
    let count = run.tree.nodes[node].childCount
    for lineStart in stride(from: 0, to: count, by: tracks.count) {
      let line = lineStart..<min(lineStart + tracks.count, count)
      let length = line.map { run.size(run.tree.child(node, $0), cellProposal(tracks[$0 - lineStart]), reason: .gridCell).length(along: grid.axis) }
        .max() ?? 0
      var offset = 0.0
      for index in line {
        let track = tracks[index - lineStart]
        frames.append(Rect(origin: Point(main: along, cross: offset, axis: grid.axis), size: Size(main: length, cross: track.length, axis: grid.axis)))
        offset += track.length + track.spacing
      }
      along += length + lineSpacing
    }
    let content = tracks.reduce(0) { $0 + $1.length + $1.spacing } - (tracks.last?.spacing ?? 0)
    return (frames, Size(main: max(along - lineSpacing, 0), cross: content, axis: grid.axis))
  }

  /// Every child proposed its track's length across and aligned in its cell.
  func placements(for proposal: ProposedSize, _ run: inout SwiftUIRun) -> [Placement] {
    let tracks = tracks(for: proposal[across])
    return cells(for: proposal, &run).frames.enumerated().map { index, cell in
      let track = tracks[index % tracks.count]
      let child = run.tree.child(node, index)
      let childProposal = cellProposal(track)
      let size = run.size(child, childProposal, reason: .gridCell)
      let offset = run.offset(of: child, size: size, proposal: childProposal, aligned: track.alignment ?? defaultAlignment, in: cell.size)
      return Placement(node: child, proposal: childProposal, origin: cell.origin + offset)
    }
  }

  /// What a child in `track` is proposed: the track's length across, nothing along the axis.
  private func cellProposal(_ track: Track) -> ProposedSize {
    ProposedSize(main: nil, cross: track.length, axis: grid.axis)
  }

  /// How a cell sits when its item sets no alignment: the grid's alignment across, centred along.
  private var defaultAlignment: Alignment {
    switch grid.axis {
    case .vertical: Alignment(horizontal: HorizontalAlignment(grid.alignment), vertical: .center)
    case .horizontal: Alignment(horizontal: .center, vertical: VerticalAlignment(grid.alignment))
    }
  }
}
