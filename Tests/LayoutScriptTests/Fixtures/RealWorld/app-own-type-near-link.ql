// Modelled on AppPear/ChartView, Sources/SwiftUICharts/Charts/LineChart/LineChart.swift: a chart
// view whose body calls the app's own `Line(chartData:style:chartProperties:)`, a type of another
// file one letter from SwiftUI's `Link`, read from environment keys the app declares.
// expect-min-frames: 2
import SwiftUI

public struct SparkChart: View {
    @Environment(\.sparkPoints) private var points
    @Environment(\.sparkStyle) private var style

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Weekly steps")
                .font(.headline)
            if showsSeries {
                Line(chartData: SeriesData(points, range: 0...10), style: style, chartProperties: lineConfig)
            }
        }
    }

    private var showsSeries: Bool { !points.isEmpty }

    private var lineConfig: LineConfig {
        var config = LineConfig()
        config.width = 2
        return config
    }
}
