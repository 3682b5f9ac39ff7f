// Modelled on emirokay/MessageAppRemake, MessageAppRemake/MainScreen/Features/Inbox/Views/SwiftUIView.swift
// (Emir Okay): shares a NavigationStack around a VStack holding a ScrollViewReader, a LazyVStack over a
// @State array's indices with `.id(…)`, and `proxy.scrollTo` to the last index inside withAnimation in
// onChange; the log view, its entries and the button adding one here are our own.
// expect-min-frames: 5
import SwiftUI

struct WorkoutLog: View {
    @State private var laps: [String] = ["Lap 1 · 1:52", "Lap 2 · 1:49", "Lap 3 · 1:55"]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                ScrollViewReader { reader in
                    ScrollView {
                        LazyVStack(alignment: .leading, spacing: 6) {
                            ForEach(laps.indices, id: \.self) { i in
                                Text(laps[i])
                                    .font(.callout)
                                    .id(i)
                            }
                        }
                        .padding(.horizontal)
                    }
                    .onChange(of: laps.count) {
                        withAnimation(.easeOut) {
                            reader.scrollTo(laps.indices.last, anchor: .bottom)
                        }
                    }
                }
                Button("Add lap") {
                    laps.append("Lap \(laps.count + 1) · 1:50")
                }
                .padding(.horizontal)
            }
            .navigationTitle("Intervals")
        }
    }
}
