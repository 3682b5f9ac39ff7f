// Modelled on ProtonVPN/ios-mac-app, Home-macOS/.../ReportBugFeature+MacOS.swift: a macOS app's
// window view whose whole file stands in `#if os(macOS)` (an iPhone's build leaves it out, a Mac's
// reads it), with an iOS branch inside left out on the Mac, a step header padded by constants and a
// preview framing the window 600 × 600; the steps, texts and paddings are ours.
// expect-min-frames: 4
#if os(macOS)
import SwiftUI
import AppKit

struct FeedbackWindow: View {
    let step: Int
    let steps: Int

    private let verticalPadding = 32.0
    private let horizontalPadding = 96.0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Step \(step) of \(steps)")
                .font(.headline)
                .padding(.bottom)
            #if canImport(UIKit)
            Text("Shake to report")
            #else
            Text("Describe what went wrong")
            #endif
            ScrollView {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Category")
                    Text("Details")
                }
            }
        }
        .padding(.horizontal, horizontalPadding)
        .padding(.top, verticalPadding)
    }
}

struct FeedbackWindow_Previews: PreviewProvider {
    static var previews: some View {
        FeedbackWindow(step: 1, steps: 3)
            .frame(width: 360, height: 600)
    }
}
#endif
