// Modelled on iiqrah-dev/100DaysOfSwiftUI, projects/BetterRest/BetterRest/ContentView.swift:
// steppers with interpolated labels, ranges and steps, date pickers with displayedComponents and .labelsHidden.
// expect-min-frames: 6
import SwiftUI

struct SleepPlanner: View {
    @State private var cups = 1
    @State private var hours = 8.0
    @State private var wake = Date.now

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Daily coffee")
                .font(.headline)
            Stepper("\(cups) cup(s)", value: $cups, in: 1...20)
            Stepper("\(hours.formatted()) hours of sleep", value: $hours, in: 4...12, step: 0.25)
            Text("Wake up at")
                .font(.headline)
            DatePicker("Wake time", selection: $wake, displayedComponents: .hourAndMinute)
                .labelsHidden()
            DatePicker("Start date", selection: $wake, in: Date.now..., displayedComponents: .date)
        }
        .padding()
    }
}

struct SleepPlanner_Previews: PreviewProvider {
    static var previews: some View {
        SleepPlanner()
    }
}
