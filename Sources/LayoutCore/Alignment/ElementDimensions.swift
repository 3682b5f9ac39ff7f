/// An element's size together with the explicit alignment guides it carries.
public struct ElementDimensions: Sendable {
  public let width: Double
  public let height: Double
  /// The explicit guides the element carries.
  public let guides: AlignmentGuides

  public init(_ size: Size) {
    self.init(size, guides: .none)
  }

  /// A size with explicit guides.
  public init(_ size: Size, guides: AlignmentGuides) {
    self.width = size.width
    self.height = size.height
    self.guides = guides
  }

  /// Dimensions of `size` whose explicit guides are the constant `values`, as an engine that
  /// computes its guides up front hands them to a guide closure.
  public init(_ size: Size, explicitValues values: [(AlignmentID, Double)]) {
    var guides = AlignmentGuides.none
    for (id, value) in values { guides.set(id, { _ in value }) }
    self.init(size, guides: guides)
  }

  public var size: Size { Size(width: width, height: height) }

  /// The value of `alignment` for this element in `direction`: its explicit guide if it has
  /// one, else the alignment's default; infinite and NaN values read as zero.
  public func value(of alignment: AlignmentID, in direction: LayoutDirection) -> Double {
    if guides.isEmpty, let value = alignment.builtInValue(width: width, height: height, direction: direction) {
      return value.isFinite ? value : 0
    }
    let view = ViewDimensions(self, direction: direction)
    let resolved: Double
    if let guide = guides[alignment] {
      // A guide that asks for its own alignment gets the default rather than itself.
      resolved = guide(ViewDimensions(ElementDimensions(size, guides: guides.removing(alignment)), direction: direction))
    } else {
      resolved = alignment.defaultValue(in: view)
    }
    return resolved.isFinite ? resolved : 0
  }
}

/// What an alignment-guide closure sees of an element (`d` in `{ d in d[.bottom] - 10 }`):
/// its width, height and the value of any alignment.
public struct ViewDimensions: Sendable {
  public let dimensions: ElementDimensions
  public let direction: LayoutDirection

  public init(_ dimensions: ElementDimensions, direction: LayoutDirection) {
    self.dimensions = dimensions
    self.direction = direction
  }

  public var width: Double { dimensions.width }
  public var height: Double { dimensions.height }

  public subscript(_ alignment: AlignmentID) -> Double {
    dimensions.value(of: alignment, in: direction)
  }
}
