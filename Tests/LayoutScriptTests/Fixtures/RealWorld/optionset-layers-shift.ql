// Modelled on apple/sample-food-truck, App/Donut/DonutView.swift: an OptionSet of layers whose
// raw values are bit shifts (`1 << 1`), combined with `|` and tested with `&`, a view drawing
// one shape per layer the set contains.
// expect-min-frames: 3
import SwiftUI

struct Layers: OptionSet {
    let rawValue: Int

    static let base = Layers(rawValue: 1 << 0)
    static let frosting = Layers(rawValue: 1 << 1)
    static let sprinkles = Layers(rawValue: 1 << 2)
    static let all = Layers(rawValue: base.rawValue | frosting.rawValue | sprinkles.rawValue)
}

struct CakeView: View {
    var layers = Layers(rawValue: Layers.base.rawValue | Layers.sprinkles.rawValue)

    func has(_ layer: Layers) -> Bool {
        layers.rawValue & layer.rawValue != 0
    }

    var body: some View {
        ZStack {
            if has(.base) {
                Circle().frame(width: 120, height: 120)
            }
            if has(.frosting) {
                Circle().frame(width: 100, height: 100)
            }
            if has(.sprinkles) {
                Capsule().frame(width: 60, height: 12)
            }
            Text("\(layers.rawValue)")
        }
    }
}

#Preview {
    CakeView()
}
