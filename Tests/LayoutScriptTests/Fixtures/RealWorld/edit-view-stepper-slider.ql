// Modelled on Bionik6/ScrumDinger, Scrumdinger/EditView.swift, its controls without the Form: a
// TextField bound to a @State struct's field, a Slider over a range with a step and a Text of the
// value beside it, a ForEach of attendees and an add row with a Button holding an Image.
// expect-min-frames: 6
import SwiftUI

struct MeetingDraft {
    var title = "Design sync"
    var lengthInMinutes = 5.0
    var attendees = ["Kim", "Lee"]
}

struct MeetingEditor: View {
    @State private var draft = MeetingDraft()
    @State private var newAttendee = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Title", text: $draft.title)
            HStack {
                Slider(value: $draft.lengthInMinutes, in: 5...30, step: 1) {
                    Text("Length")
                }
                Spacer()
                Text("\(Int(draft.lengthInMinutes)) minutes")
            }
            ForEach(draft.attendees, id: \.self) { attendee in
                Text(attendee)
            }
            HStack {
                TextField("New Attendee", text: $newAttendee)
                Button(action: {
                    draft.attendees.append(newAttendee)
                    newAttendee = ""
                }) {
                    Image(systemName: "plus.circle.fill")
                }
                .disabled(newAttendee.isEmpty)
            }
        }
        .padding()
    }
}
