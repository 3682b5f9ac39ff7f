// Modelled on marek-onPC/swift-learning-apps, weather-app/weather-app/Components/WeatherCard.swift: a
// current-conditions card, a VStack of the condition's SF Symbol over a large temperature Text; the
// readings struct with computed display strings and the row of three stats made by a @ViewBuilder
// helper method are ours.
// expect-min-frames: 8
import SwiftUI

struct Reading {
    var celsius: Double
    var humidity: Int
    var windKph: Double
    var condition: String

    var temperatureText: String { "\(Int(celsius))°" }
    var windText: String { "\(Int(windKph)) km/h" }
}

struct WeatherCard: View {
    let reading = Reading(celsius: 21.4, humidity: 64, windKph: 12, condition: "cloud.sun")

    @ViewBuilder
    func stat(_ title: String, _ value: String) -> some View {
        VStack {
            Text(title)
                .font(.caption)
            Text(value)
                .font(.headline)
        }
        .frame(maxWidth: .infinity)
    }

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: reading.condition)
                .font(.largeTitle)
            Text(reading.temperatureText)
                .font(.system(size: 64))
            HStack {
                stat("Humidity", "\(reading.humidity)%")
                stat("Wind", reading.windText)
                stat("Feels", reading.temperatureText)
            }
        }
        .padding()
    }
}
