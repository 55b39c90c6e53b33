/** Issue 16: filled in by the favorites work. */
import '../../builder.js';
