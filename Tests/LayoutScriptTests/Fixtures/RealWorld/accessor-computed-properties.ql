// Modelled on SCENEE/FloatingPanel, Sources/SurfaceView.swift and Sources/Controller.swift:
// computed properties written with their accessors (`get { … } set { … }`, `@objc(…) get`,
// `get throws`, `_modify`) in a model and in a view, read through their getters.
// expect-min-frames: 3
import SwiftUI

struct Thermostat {
    private var storedTarget: Double = 21
    var target: Double {
        get { storedTarget }
        set { storedTarget = min(max(newValue, 5), 30) }
    }
    var label: String {
        @inline(__always) get { return "Target \(Int(target))°" }
        nonmutating set { }
    }
    var caption: String {
        get throws { "Heating" }
    }
    var steps: Int {
        get { 3 }
        _modify { var value = 3; yield &value }
    }
}

struct ThermostatCard: View {
    var model = Thermostat()
    var spacing: CGFloat {
        get { 12 }
        set { }
    }
    var body: some View {
        VStack(spacing: spacing) {
            Text(model.label)
                .font(.headline)
            HStack {
                ForEach(0..<model.steps, id: \.self) { step in
                    Circle().frame(width: 10, height: 10)
                }
            }
            Text(try! model.caption)
        }
        .padding()
    }
}
