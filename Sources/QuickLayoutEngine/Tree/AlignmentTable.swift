import LayoutCore

/// An alignment of a compiled tree: its index in the tree's `AlignmentTable`, where the six
/// built-in alignments come first, so that the common case is a switch on a number.
struct AlignmentRef: Equatable {
  let index: Int
}

/// A horizontal and a vertical `AlignmentRef`: how a frame, ZStack or grid places content.
struct AlignmentPair {
  var horizontal: AlignmentRef
  var vertical: AlignmentRef
}

/// The alignment IDs a compiled tree uses: the six built-in ones, then its custom ones.
struct AlignmentTable {
  private(set) var ids: [AlignmentID] = [
    VerticalAlignment.top.id, VerticalAlignment.center.id, VerticalAlignment.bottom.id,
    HorizontalAlignment.leading.id, HorizontalAlignment.center.id, HorizontalAlignment.trailing.id,
  ]

  subscript(_ ref: AlignmentRef) -> AlignmentID { ids[ref.index] }

  /// The reference of `id`, added to the table when it is new.
  mutating func ref(_ id: AlignmentID) -> AlignmentRef {
    if let index = ids.firstIndex(of: id) { return AlignmentRef(index: index) }
    ids.append(id)
    return AlignmentRef(index: ids.count - 1)
  }

  /// The references of both alignments of `alignment`.
  mutating func pair(_ alignment: Alignment) -> AlignmentPair {
    AlignmentPair(horizontal: ref(alignment.horizontal.id), vertical: ref(alignment.vertical.id))
  }

  /// The value of `ref` for an element of `size` without explicit guides, as
  /// `ElementDimensions.value(of:in:)` gives it: infinite and NaN values read as zero.
  func value(_ ref: AlignmentRef, in size: Size, _ direction: LayoutDirection) -> Double {
    guard let value = builtInValue(ref, in: size, direction) else {
      return ElementDimensions(size).value(of: ids[ref.index], in: direction)
    }
    return value.isFinite ? value : 0
  }

  /// The value of a built-in alignment for `size`, not sanitised; nil for a custom one.
  func builtInValue(_ ref: AlignmentRef, in size: Size, _ direction: LayoutDirection) -> Double? {
    switch ref.index {
    case 0: return 0
    case 1: return size.height / 2
    case 2: return size.height
    case 3: return direction == .rightToLeft ? size.width : 0
    case 4: return size.width / 2
    case 5: return direction == .rightToLeft ? 0 : size.width
    default: return nil
    }
  }

  /// The default value of `ref` (explicit guides are not consulted), as
  /// `AlignmentID.defaultValue(in:)` gives it: not sanitised.
  func defaultValue(_ ref: AlignmentRef, in dimensions: ElementDimensions, _ direction: LayoutDirection) -> Double {
    builtInValue(ref, in: dimensions.size, direction) ?? ids[ref.index].defaultValue(in: ViewDimensions(dimensions, direction: direction))
  }
}
