import LayoutCore

/// An alignment of a compiled SwiftUI tree: its index in the tree's `alignments`, where the six
/// built-in alignments come first, so that a node's payload holds a number, not an ID.
struct AlignmentRef: Equatable {
  let index: Int

  /// The six built-in alignments, whose references are their indices here.
  static let builtIns: [AlignmentID] = [
    VerticalAlignment.top.id, VerticalAlignment.center.id, VerticalAlignment.bottom.id,
    HorizontalAlignment.leading.id, HorizontalAlignment.center.id, HorizontalAlignment.trailing.id,
  ]

  /// The value of a built-in alignment in a view of `size` (left to right); nil for a custom one.
  func builtInValue(in size: Size) -> Double? {
    switch index {
    case 0: return 0
    case 1: return size.height / 2
    case 2: return size.height
    case 3: return 0
    case 4: return size.width / 2
    case 5: return size.width
    default: return nil
    }
  }
}

/// A horizontal and a vertical `AlignmentRef`: how a frame, ZStack or layer places content.
struct AlignmentPair {
  var horizontal: AlignmentRef
  var vertical: AlignmentRef
}
