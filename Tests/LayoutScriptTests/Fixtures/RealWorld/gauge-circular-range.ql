// Modelled on netqqnet/helloswift, hello/LabeledGauge.swift: a Gauge over a range made of two
// @State bounds with its four label closures and the circular style.
// expect-min-frames: 1
import SwiftUI
struct SpeedGauge: View {
    @State private var current = 42.0
    @State private var minValue = 0.0
    @State private var maxValue = 120.0


    var body: some View {
        Gauge(value: current, in: minValue...maxValue) {
            Text("km/h")
        } currentValueLabel: {
            Text("\(Int(current))")
        } minimumValueLabel: {
            Text("\(Int(minValue))")
        } maximumValueLabel: {
            Text("\(Int(maxValue))")
        }
        .gaugeStyle(.circular)
    }
}
