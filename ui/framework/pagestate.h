#pragma once

#include "ui/framework/attached.h"

#include <QSize>
#include <QWidget>

namespace pe::ui {

/// What the layout tells a figure's page (a view, or a widget above a plot), kept on the widget
/// as typed state (attached.h): the figures below read it as they lay themselves out.
struct PageState {
    /// The figure is too tall for its room even with its text at the floor (FigureFit says so):
    /// a figure may then show a text in short (the Fourier view's variant note) or put two
    /// panels side by side, which it should not do while the page fits.
    bool tooTall = false;
    /// The figure shows one panel, still too tall without its notes and title (FigureFit's last
    /// way to give way): the panel may leave out its finest details (the binary view's digits).
    /// Unset while the figure is exported.
    bool bare = false;
    /// The figure is drawn for an export (exporter.h): it has the room of the file, whatever
    /// the window's.
    bool exporting = false;
    /// The room the page has on screen: the viewport of the scroll area it sits in (FigureFit
    /// sets it as the viewport is resized, before the figure lays out for its new size). A
    /// figure grows its scroll area's widget to its own minimum, so its own size can be larger
    /// than what shows. Empty when unknown (an export, a figure outside a FigureArea).
    QSize room;
};

/// Whether `flag` is true on `widget`'s page: on the widget or on a widget above it.
inline bool onPage(const QWidget* widget, bool PageState::*flag)
{
    for (const QWidget* w = widget; w; w = w->parentWidget())
        if (const PageState* state = findAttached<PageState>(w); state && state->*flag)
            return true;
    return false;
}

/// The room `widget`'s page has on screen (PageState::room, on the widget or one above it), or
/// an empty size when none is known or the page is drawn for an export (the file's room).
inline QSize roomOnPage(const QWidget* widget)
{
    if (onPage(widget, &PageState::exporting))
        return {};
    for (const QWidget* w = widget; w; w = w->parentWidget())
        if (const PageState* state = findAttached<PageState>(w); state && state->room.isValid())
            return state->room;
    return {};
}

/// Whether `widget`'s figure shows less (a short title, short legend names): its page is too
/// tall for the screen, and it is not drawn for an export (an export draws the whole figure).
inline bool showsLess(const QWidget* widget)
{
    return onPage(widget, &PageState::tooTall) && !onPage(widget, &PageState::exporting);
}

/// Sets `flag` on `widget`; returns whether it changed.
inline bool setOnPage(QWidget* widget, bool PageState::*flag, bool on)
{
    return setIfChanged(attached<PageState>(widget).*flag, on);
}

/// A widget that sets a font size of its own, which View > Text size and presentation mode
/// scale as they scale the application font (which such a font no longer follows): the formula
/// inspector's large formula, which is text in widgets, not in a plot.
struct OwnTextSize {};

} // namespace pe::ui
