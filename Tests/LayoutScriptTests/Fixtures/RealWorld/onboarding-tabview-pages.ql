// Modelled on istvan-kreisz/copdeck-ios, SneakersnShit/Screens/Main/Onboarding/OnboardingView.swift:
// an onboarding TabView(selection:) over a @State page index whose pages are tagged, with the page tab
// style and `.indexViewStyle(.page(backgroundDisplayMode: .always))`; here the pages come from a ForEach
// over an array of page models, each an image, a title and a description.
// expect-min-frames: 4
import SwiftUI

struct Page: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let detail: String
}

struct OnboardingPager: View {
    @State private var current = 0
    let pages = [
        Page(id: 0, symbol: "sparkles", title: "Welcome", detail: "Plan your week in minutes."),
        Page(id: 1, symbol: "calendar", title: "Schedule", detail: "Drag tasks onto any day."),
    ]

    var body: some View {
        TabView(selection: $current) {
            ForEach(pages) { page in
                VStack(spacing: 16) {
                    Image(systemName: page.symbol)
                        .font(.system(size: 60))
                    Text(page.title)
                        .font(.title)
                    Text(page.detail)
                        .multilineTextAlignment(.center)
                }
                .padding()
                .tag(page.id)
            }
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}
