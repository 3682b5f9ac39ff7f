import LayoutCore
import LayoutScript

/// What `render --variants` draws a script at, as Xcode's canvas shows its variants: a few
/// Dynamic Type sizes, or every device preset. Each variant is the run's canvas override with
/// one more setting; the reference is the variant the others are compared with (its frames are
/// the ones a view "changes" from).
public enum VariantKind: String, Sendable, CaseIterable {
  case dynamicType = "dynamic-type"
  case devices

  /// The variants, in order, each with its title and the override it lays the script out with.
  ///
  /// Dynamic Type: xSmall and AX5, the two ends; Large, the default and the reference; xxxLarge,
  /// the largest size Settings offers without "Larger Accessibility Sizes"; and AX3, the middle
  /// of the accessibility sizes. Seven sizes in between are left out, so five pictures fit side
  /// by side; `--dynamic-type SIZE` draws any one of the twelve.
  ///
  /// Devices: every `DevicePreset`, smallest first; the reference is the iPhone 15, whose screen
  /// (393×852 points) is that of the iPhone 15 Pro Xcode 15's canvas previews on by default.
  public func variants(of base: CanvasOverride) -> [Variant] {
    switch self {
    case .dynamicType:
      return Self.dynamicTypeSizes.map { size in
        var canvas = base
        canvas.dynamicTypeSize = size
        return Variant(title: size.name, canvas: canvas)
      }
    case .devices:
      return DevicePreset.all.map { device in
        var canvas = base
        canvas.size = device.size
        canvas.safeArea = device.safeArea
        return Variant(title: device.name, canvas: canvas)
      }
    }
  }

  /// The title of the variant the others are compared with.
  public var reference: String {
    switch self {
    case .dynamicType: DynamicTypeSize.large.name
    case .devices: "iPhone 15"
    }
  }

  /// The Dynamic Type sizes `--variants dynamic-type` draws (see `variants(of:)`).
  public static let dynamicTypeSizes: [DynamicTypeSize] = [.xSmall, .large, .xxxLarge, .accessibility3, .accessibility5]
}

/// One variant: what it is called and the canvas override it lays the script out with.
public struct Variant: Sendable, Equatable {
  public var title: String
  public var canvas: CanvasOverride
}

extension Pipeline {
  /// `source` evaluated and laid out at each of `kind`'s variants, in order, the other options
  /// as `options` has them. Throws the first variant's errors (a script that fails at one
  /// size fails at every one, but for what it reads of the size).
  public static func variants(_ kind: VariantKind, source: String, path: String,
                              options: LayoutOptions = LayoutOptions()) throws(ScriptFailure) -> [(Variant, LaidOutScript)] {
    var laidOut: [(Variant, LaidOutScript)] = []
    for variant in kind.variants(of: options.canvas) {
      var variantOptions = options
      variantOptions.canvas = variant.canvas
      laidOut.append((variant, try run(source: source, path: path, options: variantOptions)))
    }
    return laidOut
  }
}
