// Modelled on Bionik6/ScrumDinger, Scrumdinger/CardView.swift (Apple's Scrumdinger tutorial): a
// card of a title, a spacer and two Labels, given its model by a PreviewProvider's static var
// that reads a static sample array declared in an extension of the model.
// expect-min-frames: 5
import SwiftUI

struct Standup {
    var title: String
    var people: [String]
    var minutes: Int
}

extension Standup {
    static let samples: [Standup] = [
        Standup(title: "Design review", people: ["Ana", "Bo", "Cy"], minutes: 10),
        Standup(title: "App dev", people: ["Dee", "Eli"], minutes: 5),
    ]
}

struct StandupCard: View {
    var standup: Standup

    var body: some View {
        VStack(alignment: .leading) {
            Text(standup.title)
                .font(.headline)
            Spacer()
            HStack {
                Label("\(standup.people.count)", systemImage: "person.3")
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(Text("Attendees"))
                Spacer()
                Label("\(standup.minutes)", systemImage: "clock")
                    .padding(.trailing, 20)
            }
            .font(.caption)
        }
        .padding()
    }
}

struct StandupCard_Previews: PreviewProvider {
    static var standup = Standup.samples[0]
    static var previews: some View {
        StandupCard(standup: standup)
            .previewLayout(.fixed(width: 400, height: 60))
    }
}
