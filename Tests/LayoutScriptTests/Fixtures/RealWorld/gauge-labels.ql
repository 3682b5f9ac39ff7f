// Modelled on CodeCandySchool/CodeCandyBlog, GaugeSample/GaugeSample/Views/LabeledGaugeView.swift:
// a Gauge over a range of @State bounds with a label and its current, minimum and maximum value
// labels as trailing closures, padded.
// expect-min-frames: 1
import SwiftUI

struct HeartRateGauge: View {
    @State private var bpm = 72.0
    @State private var lowest = 40.0
    @State private var highest = 180.0

    var body: some View {
        Gauge(value: bpm, in: lowest...highest) {
            Text("BPM")
        } currentValueLabel: {
            Text("\(Int(bpm))")
        } minimumValueLabel: {
            Text("\(Int(lowest))")
        } maximumValueLabel: {
            Text("\(Int(highest))")
        }
        .padding()
    }
}
